import Foundation

/// The still-image formats QuickSearch accepts from the network, recognised by their leading
/// ("magic") bytes, never by a name or a declared content type alone.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case png
    case jpeg
    case gif
    case webp

    /// The format whose signature `bytes` start with, or nil (HTML, text, anything else).
    public static func sniff<Bytes: Collection>(_ bytes: Bytes) -> ImageFormat? where Bytes.Element == UInt8 {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: Array("GIF87a".utf8)) || head.starts(with: Array("GIF89a".utf8)) { return .gif }
        if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }
}

extension ImageFormat {
    /// The format a `Content-Type` names (`image/jpeg; charset=…`, also the common `image/jpg`
    /// and `image/pjpeg`), or nil for any other type.
    public init?(contentType: String) {
        let type =
            contentType.split(separator: ";").first.map(String.init)?
            .trimmingSpaces().lowercased() ?? ""
        switch type {
        case "image/png", "image/x-png", "image/apng": self = .png
        case "image/jpeg", "image/jpg", "image/pjpeg": self = .jpeg
        case "image/gif": self = .gif
        case "image/webp": self = .webp
        default: return nil
        }
    }

    /// The usual file extension: `png`, `jpg`, `gif`, `webp`.
    public var fileExtension: String {
        self == .jpeg ? "jpg" : rawValue
    }
}
