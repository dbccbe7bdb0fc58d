import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("The HTML handed to libxml2: one pass, two attributes a tag, a node limit")
struct HTMLReducerTests {
    /// The reduced markup of `html` as text, and its node count; nil when over `limit`.
    static func reduced(_ html: String, limit: Int = 1_000) -> (text: String, nodes: Int)? {
        var steps = 0
        let outcome = Array(html.utf8).withUnsafeBytes { HTMLReducer.reduce($0, nodeLimit: limit, steps: &steps) }
        guard case .reduced(let bytes, let nodes) = outcome else { return nil }
        return (String(decoding: bytes, as: UTF8.self), nodes)
    }

    @Test(
        "Tags keep their name and only href and class; text is kept; the rest is dropped",
        arguments: [
            ("<a href=\"x\" id=y class='c d' data-z=1>t</a>", "<a href=\"x\" class=\"c d\">t</a>"),
            ("<A HREF=x CLASS=c>t</A>", "<A href=\"x\" class=\"c\">t</A>"),
            ("<a href=\"1\" href=\"2\">t</a>", "<a href=\"1\">t</a>"),
            ("<a title='a \"q\" > b' href=\"x\">t</a>", "<a href=\"x\">t</a>"),
            ("<a href='say \"hi\"'>t</a>", "<a href=\"say &quot;hi&quot;\">t</a>"),
            ("<br/><img src=x />", "<br/><img/>"),
            ("a<!-- <b>x</b> -->b<!---->c<!-->d<!--->e<!-- x --!>f", "abcdef"),
            ("<!DOCTYPE html><?xml x?><![CDATA[x]]>t", "t"),
            ("<script>if (a<b) { x = \"</div>\" }</script><style>p{}</style>t", "<script></script><style></style>t"),
            ("<SCRIPT>x</script >y", "<SCRIPT></script>y"),
            ("1 < 2 <3 <> </ 3>", "1 &lt; 2 &lt;3 &lt;> "),
            ("</p class=x>t</>", "</p>t"),
            ("<a\"b>t</a\"b><x-y:z.w>u</x-y:z.w>", "t<x-y:z.w>u</x-y:z.w>"),
            ("t\u{0}u<a href=\"x\u{0}y\">v</a>", "tu<a href=\"xy\">v</a>"),
            ("a &amp; b &lt;c&gt;", "a &amp; b &lt;c&gt;"),
            ("<a href=\"x", ""),
            ("<p class=x", ""),
        ]
    )
    func rewrite(_ html: String, _ expected: String) throws {
        #expect(try #require(Self.reduced(html)).text == expected)
    }

    @Test("Elements, attributes and texts are counted; a dropped comment joins the texts around it")
    func nodes() throws {
        #expect(try #require(Self.reduced("<ul><li class=x>a<!--c-->b</li> </ul>")).nodes == 5)
        #expect(try #require(Self.reduced("")).nodes == 0)
    }

    @Test("A tag with 100,000 attributes reaches libxml2 with the two that matter")
    func manyAttributes() throws {
        let attributes = (0..<100_000).map { "data-a\($0)=\"\($0)\"" }.joined(separator: " ")
        let html = "<a \(attributes) class=\"k\" href=\"https://example.com/a\">t</a>"
        let result = try #require(Self.reduced(html))
        #expect(result.text == "<a href=\"https://example.com/a\" class=\"k\">t</a>")
        #expect(result.nodes == 4)
    }

    @Test("One pass: the bytes looked at stay within a constant of the page's length")
    func steps() {
        let pages = [
            String(repeating: "<li>a</li>", count: 5_000),
            String(repeating: "<script>", count: 5_000),
            String(repeating: "<!-- - -- ->", count: 5_000),
            String(repeating: "<a b=\"</a\" c d e>", count: 5_000),
            "<script>" + String(repeating: "</scrip", count: 5_000),
        ]
        for page in pages {
            var steps = 0
            _ = Array(page.utf8).withUnsafeBytes { HTMLReducer.reduce($0, nodeLimit: .max, steps: &steps) }
            #expect(steps <= 3 * page.utf8.count, "\(steps) steps for \(page.utf8.count) bytes")
        }
    }

    @Test("Past the node limit the page is refused, whatever the rest of it")
    func limit() {
        #expect(Self.reduced(String(repeating: "<b>x</b>", count: 10), limit: 20) != nil)
        #expect(Self.reduced(String(repeating: "<b>x</b>", count: 11), limit: 20) == nil)
    }
}
