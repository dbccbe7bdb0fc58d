import Testing
@testable import QuickSearchDomain

@Suite("Plain text from markup")
struct PlainTextTests {
    @Test("Titles lose tags and entities", arguments: [
        ("제주도 <b>여행</b>지: 성산일출봉", "제주도 여행지: 성산일출봉"),
        ("고양이 <b>사진</b> &amp; &quot;샘플&quot; 17", "고양이 사진 & \"샘플\" 17"),
        ("&lt;Do it!&gt; 스위프트", "<Do it!> 스위프트"),
        ("a < b > c", "a < b > c"),
        ("&#39;quoted&#x27;", "'quoted'"),
        ("&unknown; &amp", "&unknown; &amp"),
        ("\u{1B}[31mred\u{1B}[0m", "[31mred [0m"),
        ("  tab\there\nnew\u{200B}line  ", "tab here newline"),
        ("<b>unclosed", "unclosed"),
        ("", ""),
    ])
    func cleaned(markup: String, expected: String) {
        #expect(PlainText.fromMarkup(markup) == expected)
    }
}
