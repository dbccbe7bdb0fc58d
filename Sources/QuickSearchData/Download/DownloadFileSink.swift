import Foundation
import QuickSearchDomain

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one download's body to an open file as it arrives, hashing it on the way, and
/// stops the transfer as soon as the answer shows it is not an image: a status other than
/// 200, a `Content-Type` other than `image/…`, or first bytes that are no PNG, JPEG, GIF or
/// WebP signature. Used by one transfer thread at a time.
final class DownloadFileSink: ResponseBodySink, @unchecked Sendable {
    private let descriptor: Int32
    private let host: String
    private let onBytes: @Sendable (Int) -> Void
    private var hasher = SHA256.Hasher()
    private var head: [UInt8] = []
    private(set) var failure: DownloadError?
    private(set) var contentType: String?
    private(set) var byteCount = 0
    private(set) var sniffed: ImageFormat?
    private(set) var started = false

    /// - Parameters:
    ///   - descriptor: the open temporary file, written from its start.
    ///   - onBytes: told each piece's size as it is written (for progress).
    init(descriptor: Int32, host: String, onBytes: @escaping @Sendable (Int) -> Void) {
        self.descriptor = descriptor
        self.host = host
        self.onBytes = onBytes
    }

    func begin(status: Int, headers: [String: String]) -> Bool {
        started = true
        guard status == 200 else {
            failure = DownloadError(.httpStatus, "\(host) answered HTTP \(status)")
            return false
        }
        let type = headers["content-type"]?.trimmingSpaces() ?? ""
        guard type.lowercased().hasPrefix("image/") else {
            let named = type.isEmpty ? "no content type" : PlainText.excerpt(type, limit: 60)
            failure = DownloadError(.notAnImage, "\(host) sent \(named), not an image")
            return false
        }
        contentType = type
        return true
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if sniffed == nil {
            head.append(contentsOf: bytes.prefix(12 - head.count))
            if head.count == 12, !sniffHead() { return false }
        }
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = DownloadError(.notSaved, "could not write the file: \(String(cString: strerror(errno)))")
                return false
            }
            offset += written
        }
        hasher.update(bytes)
        byteCount += bytes.count
        onBytes(bytes.count)
        return true
    }

    /// After a complete transfer: the format of a body too short to have been sniffed while
    /// it arrived, and the digest. Nil with `failure` set when the body is not an image.
    func finish() -> (format: ImageFormat, sha256: String)? {
        guard failure == nil else { return nil }
        if sniffed == nil, !sniffHead() { return nil }
        guard let sniffed else { return nil }
        return (sniffed, SHA256.hex(hasher.finalize()))
    }

    private func sniffHead() -> Bool {
        guard let format = ImageFormat.sniff(head) else {
            failure = DownloadError(
                .notAnImage,
                "\(host) sent \(contentType ?? "a body") whose bytes are not a PNG, JPEG, GIF or WebP image"
            )
            return false
        }
        sniffed = format
        return true
    }
}

/// The C library's `write`, out of reach of the sink's own `write(_:)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
