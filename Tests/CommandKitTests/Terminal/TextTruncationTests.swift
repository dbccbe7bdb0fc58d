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

    @Test("Cut in the middle: the start and twice as much of the end kept, by display width")
    func middle() {
        let url = "http://img.example.com/kakao/2b16cb7dbf3e625c/14.jpg"
        let cut = TextTruncation.truncateMiddle(url, toWidth: 22)
        #expect(cut == "http://…f3e625c/14.jpg")
        #expect(DisplayWidth.of(cut) <= 22)
        #expect(TextTruncation.truncateMiddle(url, toWidth: 80) == url)
        #expect(TextTruncation.truncateMiddle("고양이사진모음", toWidth: 9) == "고…진모음")
        #expect(TextTruncation.truncateMiddle("고양이사진모음", toWidth: 8) == "고…모음")
        #expect(TextTruncation.truncateMiddle("hello", toWidth: 1) == "…")
        #expect(TextTruncation.truncateMiddle("hello", toWidth: 0) == "")
    }

    @Test("An ending shared with the other texts is left out when it is all the end would show")
    func sharedEnding() {
        let video = "https://video.example.com/watch?v=9c4c6bee6cab4d5b0&list=mock"
        #expect(TextTruncation.truncateMiddle(video, toWidth: 14, sharedEnding: 10) == "http…cab4d5b0…")
        // With room for more than the shared ending, the true end stays.
        #expect(TextTruncation.truncateMiddle(video, toWidth: 20, sharedEnding: 10) == "https:…5b0&list=mock")
        #expect(TextTruncation.truncateMiddle(video, toWidth: 14) == "http…list=mock")
    }
}
