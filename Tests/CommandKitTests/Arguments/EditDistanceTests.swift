import Testing

@testable import CommandKit

@Suite("Suggestions for mistyped names and values")
struct EditDistanceTests {
    @Test(
        "Plausible typos are suggested",
        arguments: [
            ("recenty", ["accuracy", "recency"], "recency"),
            ("tilte", ["date", "title"], "title"),
            ("dat", ["date", "title"], "date"),
            ("--sotr", ["--sort", "--limit"], "--sort"),
            ("imgaes", ["images", "videos"], "images"),
            ("ti", ["date", "title"], "title"),
        ]
    )
    func suggests(input: String, candidates: [String], expected: String) {
        #expect(EditDistance.closest(to: input, among: candidates) == expected)
    }

    @Test(
        "Words that merely share a few letters get no suggestion",
        arguments: [
            ("name", ["date", "title"]),
            ("size", ["date", "title"]),
            ("cost", ["date", "title"]),
            ("zzzz", ["date", "title"]),
        ]
    )
    func noSuggestion(input: String, candidates: [String]) {
        #expect(EditDistance.closest(to: input, among: candidates) == nil)
    }
}
