import CXMLShim
import Foundation

/// A node of a `LibXMLDocument`. It holds its document, so the document (and the memory the
/// node's handle points into) lives at least as long as any node taken from it. Two values are
/// equal when they are the same node.
struct LibXMLNode: Hashable {
    private let handle: OpaquePointer
    private let document: LibXMLDocument

    init(handle: OpaquePointer, document: LibXMLDocument) {
        self.handle = handle
        self.document = document
    }

    /// Runs `body` with the node's libxml2 handle, its document kept alive meanwhile; the handle
    /// must not escape `body`.
    func withHandle<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(document) { try body(handle) }
    }

    /// `QS_NODE_*`.
    var kind: Int32 { qs_node_kind(handle) }

    /// `QS_TAG_*` for an element.
    var tag: Int32 { qs_node_tag(handle) }

    /// The element name (lower-case for HTML).
    var name: String? { qs_node_name(handle).map { String(cString: $0) } }

    var parent: LibXMLNode? { related(qs_node_parent(handle)) }
    var firstChild: LibXMLNode? { related(qs_node_first_child(handle)) }
    var nextSibling: LibXMLNode? { related(qs_node_next_sibling(handle)) }
    var nextElementSibling: LibXMLNode? { related(qs_node_next_element_sibling(handle)) }

    /// Appends the UTF-8 bytes of a text or CDATA node (nothing for other nodes), until `bytes`
    /// holds `limit` of them; reads no further into the node's text than that.
    func appendOwnText(to bytes: inout [UInt8], upTo limit: Int = .max) {
        guard bytes.count < limit, let content = qs_node_text_borrowed(handle) else { return }
        let length = strnlen(content, limit - bytes.count)
        content.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
            bytes.append(contentsOf: UnsafeBufferPointer(start: pointer, count: length))
        }
    }

    /// The value of an attribute, or nil when absent.
    func attribute(_ name: String) -> String? {
        var length = 0
        guard let copy = qs_node_attribute_copy(handle, name, &length) else { return nil }
        defer { qs_string_free(copy) }
        return copy.withMemoryRebound(to: UInt8.self, capacity: length) { pointer in
            String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
    }

    /// Whether the class attribute lists `name`.
    func hasClass(_ name: String) -> Bool {
        qs_node_has_class(handle, name) != 0
    }

    static func == (lhs: LibXMLNode, rhs: LibXMLNode) -> Bool {
        lhs.handle == rhs.handle
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(handle)
    }

    /// Another node of the same document.
    private func related(_ handle: OpaquePointer?) -> LibXMLNode? {
        handle.map { LibXMLNode(handle: $0, document: document) }
    }
}
