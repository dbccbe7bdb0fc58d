import Testing

@testable import CommandKit

@Suite("DisplayWidth")
struct DisplayWidthTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let width: Int
        let note: String
        var testDescription: String { note }

        init(_ text: String, _ width: Int, _ note: String) {
            self.text = text
            self.width = width
            self.note = note
        }
    }

    static let cases: [Case] = [
        Case("", 0, "empty"),
        Case("abc", 3, "ASCII"),
        Case("Hello, world!", 13, "ASCII punctuation"),
        Case("고양이", 6, "Hangul syllables"),
        Case("고양이 cat", 10, "Hangul and ASCII"),
        Case("\u{1100}\u{1161}\u{11A8}", 2, "decomposed Hangul syllable (L V T jamo)"),
        Case("ㄱㄴ", 4, "Hangul compatibility jamo"),
        Case("中文", 4, "CJK ideographs"),
        Case("カタカナ", 8, "katakana"),
        Case("ｶﾀｶﾅ", 4, "half-width katakana"),
        Case("ＡＢ", 4, "full-width Latin"),
        Case("。、", 4, "CJK punctuation"),
        Case("\u{3000}", 2, "ideographic space"),
        Case("😀", 2, "emoji"),
        Case("👍🏽", 2, "emoji with skin tone modifier"),
        Case("👨‍👩‍👧", 2, "ZWJ family sequence"),
        Case("🏳️‍🌈", 2, "ZWJ flag sequence"),
        Case("🇰🇷", 2, "regional indicator flag"),
        Case("❤", 1, "text-default symbol"),
        Case("❤️", 2, "text-default symbol with VS16"),
        Case("☀︎", 1, "symbol with VS15"),
        Case("1️⃣", 2, "keycap sequence"),
        Case("e\u{301}", 1, "combining acute accent"),
        Case("é", 1, "precomposed e acute"),
        Case("a\u{20DD}", 1, "enclosing mark"),
        Case("\u{200B}", 0, "zero-width space"),
        Case("a\u{200D}b", 2, "ZWJ between letters"),
        Case("\u{FEFF}", 0, "BOM"),
        Case("\u{202E}", 0, "bidi override"),
        Case("\u{FE0F}", 0, "lone variation selector"),
        Case("\t\n\u{1B}", 0, "controls"),
        Case("\r\n", 0, "CRLF cluster"),
        Case("…", 1, "ellipsis"),
        Case("─", 1, "box drawing"),
        Case("\u{00AD}", 1, "soft hyphen, as glibc wcwidth"),
        Case("𠀀", 2, "CJK extension B"),
    ]

    @Test(arguments: cases)
    func measures(_ testCase: Case) {
        #expect(DisplayWidth.of(testCase.text) == testCase.width)
    }

    @Test func measuresSubstringsAndScalars() {
        let text = "고양이 cat"
        #expect(DisplayWidth.of(text.prefix(3)) == 6)
        #expect(DisplayWidth.of(Unicode.Scalar(0xAC00)!) == 2)
        #expect(DisplayWidth.of(Unicode.Scalar(0x0301)!) == 0)
        #expect(DisplayWidth.of(Character("가")) == 2)
    }
}
