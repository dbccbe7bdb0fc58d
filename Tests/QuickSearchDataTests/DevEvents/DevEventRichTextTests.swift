import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

@Suite("Dev-Event pages: the richText JSON fallback")
struct DevEventRichTextTests {
    typealias F = DevEventFixtures

    @Test("A page whose article exists only in the JSON payload")
    func payloadOnly() throws {
        let page = try F.page("synthetic-richtext-payload.html")
        #expect(page.sections.map(\.heading) == ["26년 05월"])
        #expect(page.events.map(\.title) == ["샘플 페이로드 001 & \"따옴표\" 🎉", "샘플 페이로드 002"])
        #expect(
            page.events.map(\.url?.absoluteString) == [
                "https://example.com/payload/001", "https://example.com/payload/002?a=1&b=2",
            ]
        )
        #expect(page.events[1].hosts == ["샘플주최 가", "샘플주최 나"])
        #expect(page.events[0].end == F.seoul(2026, 5, 15, 18, 0))
    }

    @Test("The DOM article wins over the payload")
    func domFirst() throws {
        let html = try String(decoding: F.data("README-2025-01-31.html"), as: UTF8.self)
        let payload =
            #"<script type="application/json">{"richText":"\u003carticle class=\"markdown-body\"\u003e\u003ch2\u003e26년 05월\u003c/h2\u003e\u003cul\u003e\u003cli\u003e\u003cstrong\u003e\u003ca href=\"https://example.com/x\"\u003e샘플 다른 것\u003c/a\u003e\u003c/strong\u003e\u003c/li\u003e\u003c/ul\u003e\u003c/article\u003e"}</script>"#
        let page = F.page(html: html.replacingOccurrences(of: "</body>", with: payload + "</body>"))
        #expect(page.events.count == 23)
    }

    @Test("JSON strings decode escapes, \\u sequences and surrogate pairs")
    func jsonStrings() throws {
        let source = Array(#""a\"b\\c\/d\n\u003ch2\u003e\uD83D\uDE80\uAC00\uD800x" tail"#.utf8)
        let (decoded, end) = try #require(DevEventRichTextPayload.decodeJSONString(source, from: 1))
        #expect(String(decoding: decoded, as: UTF8.self) == "a\"b\\c/d\n<h2>🚀가\u{FFFD}x")
        #expect(source[end...].elementsEqual(" tail".utf8))
        #expect(DevEventRichTextPayload.decodeJSONString(Array(#""never closed\"#.utf8), from: 1) == nil)
        #expect(
            Array(DevEventRichTextPayload.htmlFragments(in: Data(#"{"richText": null, "richText" : "x\u003c"}"#.utf8)))
                == [Array("x<".utf8)]
        )
    }

    @Test(
        "A page full of markers: what the scanner holds stays within the page's size",
        arguments: [
            #""richText":""#, #""richText":"\u003cb\u003e""#, #""richText":"<i>x</i>","#, #""richText":"\uzz<"#,
        ]
    )
    func markerFlood(unit: String) {
        let page = Data(String(repeating: unit, count: 200_000 / unit.utf8.count).utf8)
        var reserved = 0
        var produced = 0
        var count = 0
        for fragment in DevEventRichTextPayload.htmlFragments(in: page) {
            reserved += fragment.capacity
            produced += fragment.count
            count += 1
        }
        #expect(produced <= page.count)
        #expect(reserved <= 2 * page.count)
        #expect(count <= page.count / unit.utf8.count)
    }

    @Test("Fragments without a tag are skipped; a string that never closes ends the scan")
    func skipsAndStops() {
        let page = Data(#"{"richText":"plain","richText":"<b>1</b>"} "richText":"<i>open \"richText":"<b>2</b>""#.utf8)
        let fragments = DevEventRichTextPayload.htmlFragments(in: page).map { String(decoding: $0, as: UTF8.self) }
        #expect(fragments == ["<b>1</b>", "<i>open \"richText"])
    }
}

extension DevEventRichTextTests {
    /// Counts the richText fragments the parser hands to libxml2.
    final class ParseCounter: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    static func parser(counting counter: ParseCounter) -> LibXMLDevEventPageParser {
        var parser = LibXMLDevEventPageParser()
        parser.onFragmentParsed = { counter.increment() }
        return parser
    }

    @Test("Fragments without an h2 are never parsed: a flood of them costs no libxml2 document")
    func headinglessFlood() {
        let counter = ParseCounter()
        let page = Data(String(repeating: #""richText":"<p>x</p>","#, count: 20_000).utf8)
        #expect(Self.parser(counting: counter).parse(page).isEmpty)
        #expect(counter.value == 0)
    }

    @Test("At most maximumFragmentsParsed fragments are parsed, and parsing stops at the first with sections")
    func boundedFragments() {
        let counter = ParseCounter()
        let flood = Data(String(repeating: #""richText":"<h2>no month</h2>","#, count: 5_000).utf8)
        #expect(Self.parser(counting: counter).parse(flood).isEmpty)
        #expect(counter.value == LibXMLDevEventPageParser.maximumFragmentsParsed)

        let month =
            #""richText":"<h2>26년 05월</h2><ul><li><strong><a href=\"https://example.com/a\">샘플 행사</a></strong></li></ul>","#
        let found = ParseCounter()
        let page = Self.parser(counting: found).parse(Data((#""richText":"<h2>other</h2>","# + month + month).utf8))
        #expect(page.events.map(\.title) == ["샘플 행사"])
        #expect(found.value == 2)
    }

    @Test("An <H2 in any case counts as a heading")
    func headingCheck() {
        #expect(DevEventRichTextPayload.mayHoldSections(Array("<div><H2 id=x>".utf8)))
        #expect(!DevEventRichTextPayload.mayHoldSections(Array("<h3>h2</h3><p>".utf8)))
    }
}
