import Testing

@testable import QuickSearchDomain

@Suite("Plain text from markup")
struct PlainTextTests {
    @Test(
        "Stripping tags examines each character a bounded number of times, whatever the '<'s",
        arguments: [
            (String(repeating: "<a", count: 10_000), String(repeating: "<a", count: 10_000)),
            (String(repeating: "< ", count: 10_000) + ">", String(repeating: "< ", count: 10_000) + ">"),
            (String(repeating: "<<b>", count: 5_000), String(repeating: "<", count: 5_000)),
        ]
    )
    func stripsInLinearTime(hostile: String, expected: String) {
        let run = PlainText.scanningSpans(of: hostile, from: "<", to: ">") { body in
            body.first.map { $0.isLetter && $0.isASCII } == true ? "" : nil
        }
        #expect(run.text == expected)
        #expect(run.scanned <= hostile.count, "examined \(run.scanned) characters of \(hostile.count)")
        #expect(PlainText.strippingTags(hostile) == expected)
    }

    @Test(
        "Titles lose tags and entities",
        arguments: [
            ("제주도 <b>여행</b>지: 성산일출봉", "제주도 여행지: 성산일출봉"),
            ("고양이 <b>사진</b> &amp; &quot;샘플&quot; 17", "고양이 사진 & \"샘플\" 17"),
            ("&lt;Do it!&gt; 스위프트", "<Do it!> 스위프트"),
            ("a < b > c", "a < b > c"),
            ("&#39;quoted&#x27;", "'quoted'"),
            ("&unknown; &amp", "&unknown; &amp"),
            ("\u{1B}[31mred\u{1B}[0m", "red"),
            ("clear\u{1B}[2Jscreen", "clearscreen"),
            ("\u{1B}[31mRED", "RED"),
            ("\u{1B}]8;;http://evil.example/\u{1B}\\link\u{1B}]8;;\u{1B}\\ text", "link text"),
            ("\u{1B}]0;title\u{07}rest", "rest"),
            ("&#27;[31mentity&#x1b;[0m", "entity"),
            ("\u{9B}2Jc1", "c1"),
            ("right\u{202E}to-left", "right\u{202E}to-left"),
            ("  tab\there\nnew\u{200B}line  ", "tab here newline"),
            ("<b>unclosed", "unclosed"),
            ("", ""),
        ]
    )
    func cleaned(markup: String, expected: String) {
        #expect(PlainText.fromMarkup(markup) == expected)
    }

    @Test(
        "Upstream messages lose whole escape sequences too",
        arguments: [
            ("bad \u{1B}[2Jrequest", "bad request"),
            ("\u{1B}]8;;http://x\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ]
    )
    func messages(text: String, expected: String) {
        #expect(PlainText.collapsingWhitespace(text) == expected)
    }

    @Test(
        "URLs lose control, escape and invisible direction characters",
        arguments: [
            ("https://example.com/a\u{202E}gpj.exe", "https://example.com/agpj.exe"),
            ("https://example.com/\u{1B}[31mred", "https://example.com/red"),
            (" https://example.com/x\u{0}y\u{7F}z\u{85}\r\n ", "https://example.com/xyz"),
            ("https://example.com/\u{200B}\u{2066}\u{FEFF}ok", "https://example.com/ok"),
            ("https://example.com/한글 path?q=1", "https://example.com/한글 path?q=1"),
        ]
    )
    func urls(text: String, expected: String) {
        #expect(PlainText.url(text) == expected)
    }

    @Test("Upstream messages are cut to 200 characters, ending in …")
    func excerpts() {
        let long = String(repeating: "가", count: 5000)
        #expect(PlainText.excerpt(long).count == 200)
        #expect(PlainText.excerpt(long).hasSuffix("가…"))
        #expect(PlainText.excerpt("  short\n message ") == "short message")
        #expect(PlainText.excerpt(String(repeating: "a", count: 200)) == String(repeating: "a", count: 200))
        #expect(PlainText.excerpt("abcdef", limit: 4) == "abc…")
    }
}
