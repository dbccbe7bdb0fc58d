#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A file that gets each request's method and target, a line each, as it arrives
/// (`mock-api --request-log`): what a benchmark replays with curl to time the same requests
/// without the tools.
public final class MockRequestLog: Sendable {
    private let descriptor: Int32

    /// Opens `path` for appending (created owner-only when missing).
    /// - Throws: `MockServerError` naming `open` and the system's error.
    public init(path: String) throws(MockServerError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw MockServerError(operation: "open \(path)", code: errno) }
        self.descriptor = descriptor
    }

    /// Appends `METHOD TARGET` and a newline in one write (lines of concurrent requests never
    /// interleave); a target with a control character is not written (a line each, always).
    func record(_ request: HTTPRequest) {
        let line = "\(request.method) \(request.target)"
        guard !line.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return }
        var bytes = Array(line.utf8)
        bytes.append(UInt8(ascii: "\n"))
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }

    deinit {
        close(descriptor)
    }
}
