import Testing

@testable import CommandKit

@Suite("TextSanitizer")
struct TextSanitizerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let output: String
        let note: String
        var testDescription: String { note }

        init(_ input: String, _ output: String, _ note: String) {
            self.input = input
            self.output = output
            self.note = note
        }
    }

    static let singleLineCases: [Case] = [
        Case("plain text", "plain text", "plain text is unchanged"),
        Case("고양이 사진", "고양이 사진", "Korean is unchanged"),
        Case("\u{1B}]0;pwned\u{07}title", "title", "OSC title change ended by BEL"),
        Case("\u{1B}]0;pwned\u{1B}\\title", "title", "OSC ended by ESC backslash"),
        Case("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link", "OSC 8 hyperlink"),
        Case("\u{1B}]0;never ends", "", "unterminated OSC swallows the rest"),
        Case("\u{1B}]0;x\u{1B}[31mred", "red", "OSC cut short by another escape"),
        Case("\u{1B}[31mred\u{1B}[0m", "red", "CSI colour codes"),
        Case("\u{1B}[1;38;5;196mbold\u{1B}[m", "bold", "CSI with many parameters"),
        Case("a\u{1B}[2Jb", "ab", "CSI clear screen"),
        Case("a\u{1B}[?25lb", "ab", "CSI private mode"),
        Case("a\u{1B}[31", "a", "truncated CSI"),
        Case("a\u{1B}[3고b", "a고b", "CSI broken by a non-ASCII character"),
        Case("a\u{1B}(Bb", "ab", "ESC with intermediate (charset)"),
        Case("a\u{1B}cb", "ab", "ESC c (reset)"),
        Case("a\u{1B}", "a", "lone trailing ESC"),
        Case("a\u{1B}Pq#0;2;0;0;0\u{1B}\\b", "ab", "DCS string (sixel)"),
        Case("a\u{1B}_payload\u{07}b", "ab", "APC string"),
        Case("a\u{9B}31mb", "ab", "8-bit CSI"),
        Case("a\u{9D}0;pwned\u{9C}b", "ab", "8-bit OSC ended by ST"),
        Case("a\u{85}b", "a b", "NEL becomes a space"),
        Case("a\u{1D}b\u{0}c\u{7F}d\u{8}e", "abcde", "C0 controls and DEL removed"),
        Case("a\u{80}b\u{8D}c\u{9A}d", "abcd", "C1 controls removed"),
        Case("a\u{9F}hidden\u{9C}b", "ab", "8-bit APC string"),
        Case("line one\nline two", "line one line two", "newline becomes a space"),
        Case("col\tcol", "col col", "tab becomes a space"),
        Case("  lots   of \t\n space  ", "lots of space", "whitespace collapsed and trimmed"),
        Case("a\u{00A0}\u{3000}b", "a b", "other spaces collapse too"),
        Case("zero\u{200B}width\u{FEFF}", "zerowidth", "ZWSP and BOM removed"),
        Case("word\u{2060}joiner", "wordjoiner", "word joiner removed"),
        Case("abc\u{202E}fed\u{202C}", "abcfed", "bidi override removed"),
        Case("\u{2067}x\u{2069}\u{200F}", "x", "bidi isolates and marks removed"),
        Case("👨‍👩‍👧", "👨‍👩‍👧", "ZWJ in emoji kept"),
        Case("e\u{301}", "e\u{301}", "combining marks kept"),
        Case("", "", "empty"),
    ]

    @Test(arguments: singleLineCases)
    func singleLine(_ testCase: Case) {
        #expect(TextSanitizer.singleLine(testCase.input) == testCase.output)
    }

    @Test func outputNeverContainsControls() {
        var scalars = String.UnicodeScalarView()
        for value in UInt32(0)...0xA0 {
            scalars.append(Unicode.Scalar(value)!)
            scalars.append("x")
        }
        let input = String(scalars)
        let controls = TextSanitizer.singleLine(input).unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
        }
        #expect(controls.isEmpty)
    }
}
