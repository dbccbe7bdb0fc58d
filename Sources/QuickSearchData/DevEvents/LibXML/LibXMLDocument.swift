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

    /// Why libxml2 (loaded when a page is first parsed) could not be loaded; nil once it is.
    static var unavailableReason: String? {
        qs_html_parser_unavailable().map { String(cString: $0) }
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

    /// The root element; nil for a document without one.
    var root: LibXMLNode? {
        qs_html_document_root(handle).map { LibXMLNode(handle: $0, document: self) }
    }
}
