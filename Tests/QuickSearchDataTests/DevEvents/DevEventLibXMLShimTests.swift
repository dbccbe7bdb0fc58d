import CXMLShim
import Foundation
import QuickSearchDomain
import Testing
import XMLLayoutCheck

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

    @Test("libxml2 is loaded on first use, through the shim's copy of its layouts, which matches its headers")
    func loadedOnFirstUse() throws {
        #expect(qs_xml_layout_matches() == 1)
        #expect(LibXMLDocument.unavailableReason == nil)
        let document = try #require(LibXMLDocument(data: html))
        #expect(document.root != nil)
    }

    /// A parser that cannot load libxml2.
    struct UnloadableParser: DevEventPageParser {
        func read(_ html: Data) throws(DevEventPageError) -> DevEventPage {
            throw .parserUnavailable("libxml2.so.2: cannot open shared object file")
        }
    }

    @Test("Without libxml2 the page fails as configuration (exit 78) with what to install, not as a changed page")
    func unloadableParser() {
        #expect {
            _ = try DevEventPageTarget.events(in: html, parser: UnloadableParser())
        } throws: { error in
            guard let failure = error as? SourceFailure else { return false }
            return failure.kind == .configuration && failure.message.contains("libxml2.so.2")
                && failure.message.contains("apt install libxml2")
        }
    }

    /// The first element with `tag` below `node`, in document order.
    private func first(_ tag: Int32, in node: LibXMLNode) -> LibXMLNode? {
        var child = node.firstChild
        while let current = child {
            if current.tag == tag { return current }
            if let found = first(tag, in: current) { return found }
            child = current.nextSibling
        }
        return nil
    }

    /// The text of the text nodes right under `node`.
    private func ownText(_ node: LibXMLNode) -> String {
        var bytes: [UInt8] = []
        var child = node.firstChild
        while let current = child {
            current.appendOwnText(to: &bytes)
            child = current.nextSibling
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("Names, navigation, attributes and classes")
    func nodes() throws {
        let document = try #require(LibXMLDocument(data: html))
        let root = try #require(document.root)
        #expect(root.name == "html")
        let heading = try #require(first(QS_TAG_H2, in: root))
        #expect(heading.name == "h2")
        #expect(ownText(heading) == "제목 ")
        #expect(heading.parent?.tag == QS_TAG_ARTICLE)
        #expect(heading.parent?.hasClass("markdown-body") == true)
        let link = try #require(first(QS_TAG_A, in: root))
        #expect(link.attribute("href") == "https://example.com/a?x=1&y=2")
        #expect(link.attribute("missing") == nil)
        #expect(link.hasClass("two"))
        #expect(!link.hasClass("tw"))
        #expect(ownText(link) == "링크 <b>")
        #expect(link.parent?.tag == QS_TAG_LI)
        #expect(link.nextSibling?.kind == QS_NODE_COMMENT)
        #expect(link == first(QS_TAG_A, in: root))
        #expect(link != heading)
    }

    @Test("A text node is copied up to a limit, never cut further than asked")
    func limitedText() throws {
        let document = try #require(LibXMLDocument(data: html))
        let heading = try #require(document.root.flatMap { first(QS_TAG_H2, in: $0) })
        let text = try #require(heading.firstChild)
        var bytes = Array("ab".utf8)
        text.appendOwnText(to: &bytes, upTo: 5)
        #expect(bytes == Array("ab".utf8) + Array("제목 ".utf8).prefix(3))
        text.appendOwnText(to: &bytes, upTo: 5)
        #expect(bytes.count == 5)
        var none: [UInt8] = []
        heading.appendOwnText(to: &none)
        #expect(none.isEmpty)
    }

    @Test("The C API tolerates NULL and empty input")
    func nulls() {
        #expect(qs_html_parse(nil, 0) == nil)
        #expect(qs_html_parse("", 0) == nil)
        #expect(qs_html_document_root(nil) == nil)
        #expect(qs_node_first_child(nil) == nil)
        #expect(qs_node_text_borrowed(nil) == nil)
        #expect(qs_node_attribute_into(nil, "href", nil, 0) == -1)
        #expect(qs_node_has_class(nil, "x") == 0)
        qs_html_document_free(nil)
        qs_string_free(nil)
    }

    @Test("A node keeps its document alive, and the document goes with its last node")
    func nodeKeepsDocument() throws {
        weak var releasedDocument: LibXMLDocument?
        var heading: LibXMLNode? = try { () throws -> LibXMLNode in
            let document = try #require(LibXMLDocument(data: html))
            releasedDocument = document
            return try #require(document.root.flatMap { first(QS_TAG_H2, in: $0) })
        }()
        #expect(releasedDocument != nil)
        #expect(heading?.parent?.name == "article")
        heading = nil
        #expect(releasedDocument == nil)
    }
}
