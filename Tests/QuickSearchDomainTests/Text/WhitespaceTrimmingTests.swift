import Foundation
import QuickSearchDomain
import TestRandomness
import Testing

@Suite("Whitespace trimming: Foundation's result, without Foundation's cost")
struct WhitespaceTrimmingTests {
    @Test("Spaces, tabs and the wide spaces go; line breaks go only with the newlines")
    func examples() {
        #expect("  28.5 \t".trimmingSpaces() == "28.5")
        #expect("\u{3000}서울\u{A0}".trimmingSpaces() == "서울")
        #expect("\n강수없음 \r\n".trimmingSpaces() == "\n강수없음 \r\n")
        #expect("\n강수없음 \r\n".trimmingSpacesAndNewlines() == "강수없음")
        #expect("\u{2028}a b\u{85}".trimmingSpacesAndNewlines() == "a b")
        #expect(" \t ".trimmingSpaces().isEmpty && "".trimmingSpacesAndNewlines().isEmpty)
        #expect("x".trimmingSpaces() == "x")
        // A zero width space counts as a space (Foundation's set on Linux agrees; the random
        // test below leaves it out, as the platforms' sets may differ on it).
        #expect("\u{200B}5\u{200B}".trimmingSpaces() == "5")
        let line = Substring("  a  ".dropFirst())
        #expect(line.trimmingSpaces() == "a")
    }

    @Test("Random text trims exactly as Foundation trims it, scalar by scalar")
    func agreesWithFoundation() {
        var random = SeededRandom(seed: 0x7A1B)
        let pool: [Unicode.Scalar] = [
            " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}",
            "\u{2028}", "\u{2029}", "\u{202F}", "\u{3000}", "\u{FEFF}", "\u{301}", "a", "7", "가", "😀", "\u{0}",
        ]
        for _ in 0..<2000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                scalars.append(pool.randomElement(using: &random)!)
            }
            let text = String(scalars)
            let spaces = text.trimmingCharacters(in: .whitespaces)
            let spacesAndNewlines = text.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(
                Array(text.trimmingSpaces().unicodeScalars) == Array(spaces.unicodeScalars),
                "\(text.debugDescription)"
            )
            #expect(
                Array(text.trimmingSpacesAndNewlines().unicodeScalars) == Array(spacesAndNewlines.unicodeScalars),
                "\(text.debugDescription)"
            )
        }
    }
}
