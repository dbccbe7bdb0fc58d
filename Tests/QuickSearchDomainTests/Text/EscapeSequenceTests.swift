import Testing
import TextSafety

@testable import QuickSearchDomain

@Suite("Whole escape sequences leave every text rule, not just their ESC byte")
struct EscapeSequenceTests {
    private static let hostile: [(String, String)] = [
        ("\u{1B}[2J행사 제목", "행사 제목"),
        ("\u{1B}[31mRED\u{1B}[0m 컨퍼런스", "RED 컨퍼런스"),
        ("\u{1B}]8;;http://evil.example/\u{1B}\\링크\u{1B}]8;;\u{1B}\\", "링크"),
        ("\u{9B}1;31m밋업", "밋업"),
        ("tab\tand\u{00A0}nbsp", "tab and nbsp"),
    ]

    @Test("Dev-Event titles and hosts", arguments: hostile)
    func devEventText(text: String, expected: String) {
        #expect(DevEventTextNormalizer.clean(text) == expected)
    }

    @Test("The stripper keeps whitespace for the caller and drops other controls")
    func stripper() {
        let kept = String(String.UnicodeScalarView(EscapeSequenceStripper.strip("a\tb\nc\u{07}d\u{1B}[1me\u{7F}")))
        #expect(kept == "a\tb\ncde")
    }
}
