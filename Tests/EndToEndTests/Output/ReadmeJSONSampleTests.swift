import Foundation
import Testing

/// The documentation's JSON samples are real output: each ```json block in the README or a page
/// of `docs/` follows a `<!-- sample: COMMAND -->` line, and running COMMAND against the mock
/// prints exactly it.
@Suite("Documented JSON samples match the real output byte for byte")
struct ReadmeJSONSampleTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        /// The page it is on, relative to the repository (`docs/json.md`).
        let page: String
        let command: [String]
        let json: String
        var testDescription: String { "\(page): \(command.joined(separator: " "))" }
    }

    /// Every ```json block of the README and of the pages of `docs/`.
    static func samples() throws -> [Sample] {
        try DocumentationPages.all().flatMap { samples(in: $0.text, page: $0.path) }
    }

    /// Every ```json block of `text` with the command on the marker line before it; a block
    /// without a marker is returned with an empty command, so it fails the test.
    static func samples(in text: String, page: String) -> [Sample] {
        let lines = text.components(separatedBy: "\n")
        var samples: [Sample] = []
        var index = 0
        while index < lines.count {
            guard lines[index] == "```json" else {
                index += 1
                continue
            }
            let marker = index > 0 ? lines[index - 1] : ""
            var command: [String] = []
            if marker.hasPrefix("<!-- sample: "), marker.hasSuffix(" -->") {
                command = words(String(marker.dropFirst("<!-- sample: ".count).dropLast(" -->".count)))
            }
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index] != "```" {
                body.append(lines[index])
                index += 1
            }
            samples.append(Sample(page: page, command: command, json: body.joined(separator: "\n") + "\n"))
            index += 1
        }
        return samples
    }

    /// Splits a command line on spaces, keeping "double-quoted" words together.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
            } else if character == " ", !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The time every sample is made at (`QSEARCH_NOW`, and the mock's clock).
    static let now = "2026-11-26T14:05:00+09:00"

    @Test("The JSON schemas page has samples, and every sample names the command that prints it")
    func samplesAreMarked() throws {
        let samples = try Self.samples()
        #expect(samples.contains { $0.page == "docs/json.md" })
        for sample in samples {
            #expect(
                sample.command.first == "qsearch",
                "\(sample.page): a ```json block without '<!-- sample: qsearch … -->' before it"
            )
        }
    }

    @Test("Each sample is the command's real output", arguments: try samples())
    func sampleIsRealOutput(_ sample: Sample) async throws {
        try #require(sample.command.first == "qsearch")
        // A fixed clock for the mock's portal routes and for qsearch, so readings keep their hour.
        let sandbox = try QSearchSandbox(now: ISO8601DateFormatter().date(from: Self.now))
        let environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        let run = try await sandbox.qsearch(Array(sample.command.dropFirst()), environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == sample.json)
    }
}
