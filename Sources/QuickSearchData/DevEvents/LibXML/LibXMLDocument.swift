import CXMLShim
import Foundation

/// An HTML document parsed by libxml2's HTML parser (recovering, offline, silent), freed when
/// released, which is never before the last of its nodes is; use it from one thread at a time.
final class LibXMLDocument {
    private let handle: OpaquePointer

    /// Parses `bytes` as UTF-8 HTML; nil when libxml2 produced no document (e.g. empty input).
    convenience init?(bytes: UnsafeRawBufferPointer) {
        guard let handle = Self.parse(bytes) else { return nil }
        self.init(handle: handle)
    }

    /// Parses `data` as UTF-8 HTML; nil when libxml2 produced no document.
    convenience init?(data: Data) {
        guard let handle = data.withUnsafeBytes(Self.parse) else { return nil }
        self.init(handle: handle)
    }

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) -> OpaquePointer? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return nil }
        return qs_html_parse(base.assumingMemoryBound(to: CChar.self), bytes.count)
    }

    deinit {
        qs_html_document_free(handle)
    }

    /// The nodes selected by an XPath 1.0 expression from `context` (the document when nil);
    /// empty for an invalid expression or a non-node-set result.
    func select(_ expression: String, from context: LibXMLNode? = nil) -> [LibXMLNode] {
        guard let set = Self.xpath(handle, expression, context) else { return [] }
        defer { qs_node_set_free(set) }
        let count = qs_node_set_count(set)
        var nodes: [LibXMLNode] = []
        nodes.reserveCapacity(count)
        for index in 0..<count {
            if let node = qs_node_set_item(set, index) {
                nodes.append(LibXMLNode(handle: node, document: self))
            }
        }
        return nodes
    }

    private static func xpath(_ document: OpaquePointer, _ expression: String, _ context: LibXMLNode?) -> OpaquePointer?
    {
        guard let context else { return qs_html_xpath(document, expression, nil) }
        return context.withHandle { qs_html_xpath(document, expression, $0) }
    }
}
