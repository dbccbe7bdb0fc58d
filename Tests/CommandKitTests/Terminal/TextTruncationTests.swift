import Testing

@testable import CommandKit

@Suite("TextTruncation")
struct TextTruncationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Int
        let expected: String
        var testDescription: String { "\(text) to \(width)" }

        init(_ text: String, _ width: Int, _ expected: String) {
            self.text = text
            self.width = width
            self.expected = expected
        }
    }

    static let cases: [Case] = [
        Case("hello", 10, "hello"),
        Case("hello", 5, "hello"),
        Case("hello world", 8, "hello w…"),
        Case("hello world", 7, "hello…"),
        Case("hello", 1, "…"),
        Case("hello", 0, ""),
        Case("hello", -3, ""),
        Case("고양이", 6, "고양이"),
        Case("고양이", 5, "고양…"),
        Case("고양이", 4, "고…"),
        Case("고양이", 3, "고…"),
        Case("고양이", 2, "…"),
        Case("고양이 사진", 8, "고양이…"),
        Case("a고양이", 4, "a고…"),
        Case("👨‍👩‍👧👨‍👩‍👧", 3, "👨‍👩‍👧…"),
        Case("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        Case("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}", 3, "\u{1100}\u{1161}\u{11A8}…"),
    ]

    @Test(arguments: cases)
    func truncates(_ testCase: Case) {
        #expect(TextTruncation.truncate(testCase.text, toWidth: testCase.width) == testCase.expected)
    }

    @Test func neverExceedsTheWidthNorSplitsACluster() {
        let samples = ["고양이 귀여운 사진 모음", "mixed 한글 and ASCII 😀 text", "👨‍👩‍👧🇰🇷e\u{301}ｱ中", "\u{1100}\u{1161}\u{11A8}각"]
        for sample in samples {
            for width in 0...30 {
                let result = TextTruncation.truncate(sample, toWidth: width)
                #expect(DisplayWidth.of(result) <= max(0, width))
                let kept = result.hasSuffix("…") ? String(result.dropLast()) : result
                #expect(sample.hasPrefix(kept))
                #expect(Array(sample).starts(with: Array(kept)))
            }
        }
    }

    @Test func pads() {
        #expect(TextTruncation.pad("ab", toWidth: 4) == "ab  ")
        #expect(TextTruncation.pad("ab", toWidth: 4, alignment: .right) == "  ab")
        #expect(TextTruncation.pad("고양이", toWidth: 8) == "고양이  ")
        #expect(TextTruncation.pad("toolong", toWidth: 3) == "toolong")
        #expect(TextTruncation.fit("고양이 사진", toWidth: 7) == "고양이…")
        #expect(TextTruncation.fit("고양이", toWidth: 3, alignment: .right) == "고…")
        #expect(TextTruncation.fit("고양이", toWidth: 4, alignment: .right) == " 고…")
        #expect(DisplayWidth.of(TextTruncation.fit("고양이", toWidth: 3)) == 3)
        #expect(TextTruncation.fit("ab", toWidth: 5, alignment: .right) == "   ab")
    }

    @Test func customEllipsis() {
        #expect(TextTruncation.truncate("hello world", toWidth: 8, ellipsis: "...") == "hello...")
        #expect(TextTruncation.truncate("hello", toWidth: 2, ellipsis: "...") == "he")
    }
}
