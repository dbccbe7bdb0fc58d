import CXMLShim
import Foundation
import Testing

@testable import QuickSearchData

@Suite("Dev-Event libxml2 shim")
struct DevEventLibXMLShimTests {
    private let html = Data(
        #"""
        <html><body><article class="markdown-body entry-content" id="x">
        <h2>제목 <code>26년 08월</code></h2>
        <ul><li><a HREF="https://example.com/a?x=1&amp;y=2" class="one two">링크 &lt;b&gt;</a><!-- comment --></li></ul>
        </article></body></html>
        """#.utf8
    )

    @Test("XPath selects nodes; invalid or non-node-set expressions select nothing")
    func xpath() throws {
        let document = try #require(LibXMLDocument(data: html))
        #expect(document.select("//h2").count == 1)
        #expect(
            document.select("//article[contains(concat(' ', normalize-space(@class), ' '), ' markdown-body ')]").count
                == 1
        )
        #expect(document.select("//h2[").isEmpty)
        #expect(document.select("count(//h2)").isEmpty)
        #expect(document.select("//nothing").isEmpty)
        let article = try #require(document.select("//article").first)
        #expect(document.select(".//a", from: article).count == 1)
        #expect(document.select("namespace::*", from: article).isEmpty)
    }

    @Test("Names, text, attributes and classes")
    func nodes() throws {
        let document = try #require(LibXMLDocument(data: html))
        let heading = try #require(document.select("//h2").first)
        #expect(heading.text == "제목 26년 08월")
        #expect(heading.tag == QS_TAG_H2)
        #expect(heading.name == "h2")
        let link = try #require(document.select("//a").first)
        #expect(link.attribute("href") == "https://example.com/a?x=1&y=2")
        #expect(link.attribute("missing") == nil)
        #expect(link.hasClass("two"))
        #expect(!link.hasClass("tw"))
        #expect(link.text == "링크 <b>")
        #expect(link.parent?.tag == QS_TAG_LI)
        #expect(link.nextSibling?.kind == QS_NODE_COMMENT)
        #expect(try #require(document.select("/html").first).name == "html")
    }

    @Test("The C API tolerates NULL and empty input")
    func nulls() {
        #expect(qs_html_parse(nil, 0) == nil)
        #expect(qs_html_parse("", 0) == nil)
        #expect(qs_html_xpath(nil, "//a", nil) == nil)
        #expect(qs_node_set_count(nil) == 0)
        #expect(qs_node_set_item(nil, 0) == nil)
        #expect(qs_node_text_into(nil, nil, 0) == 0)
        #expect(qs_node_attribute_into(nil, "href", nil, 0) == -1)
        #expect(qs_node_has_class(nil, "x") == 0)
        qs_node_set_free(nil)
        qs_html_document_free(nil)
        qs_string_free(nil)
    }

    @Test("Text into a short buffer is cut and reports the full length")
    func shortBuffer() throws {
        let document = try #require(LibXMLDocument(data: html))
        let heading = try #require(document.select("//h2").first)
        var buffer = [CChar](repeating: 0, count: 4)
        let length = heading.withHandle { handle in
            buffer.withUnsafeMutableBufferPointer { qs_node_text_into(handle, $0.baseAddress, 4) }
        }
        #expect(length == "제목 26년 08월".utf8.count)
        #expect(buffer.map { UInt8(bitPattern: $0) } == Array("제목 26년 08월".utf8.prefix(4)))
    }

    @Test("A node keeps its document alive, and the document goes with its last node")
    func nodeKeepsDocument() throws {
        weak var releasedDocument: LibXMLDocument?
        var heading: LibXMLNode? = try { () throws -> LibXMLNode in
            let document = try #require(LibXMLDocument(data: html))
            releasedDocument = document
            return try #require(document.select("//h2").first)
        }()
        #expect(releasedDocument != nil)
        #expect(heading?.text == "제목 26년 08월")
        #expect(heading?.parent?.name == "article")
        heading = nil
        #expect(releasedDocument == nil)
    }
}
