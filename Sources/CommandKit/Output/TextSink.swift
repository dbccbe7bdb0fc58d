import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: Sendable {
    func write(_ text: String)
    /// Writes text already in UTF-8 (the JSON forms), as `write(_:)` would write it.
    func write(utf8 bytes: [UInt8])
    /// The first write that failed, if any; once set, later writes are dropped.
    var writeFailure: WriteFailure? { get }
    /// Called once the command is done: reports what only closing can (see `StandardStream`).
    func finish()
}

extension TextSink {
    /// Sinks that cannot fail (buffers) never report a failure.
    public var writeFailure: WriteFailure? { nil }

    public func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    public func finish() {}
}

/// Why a write to a stream failed: the `errno` of the failing `write(2)`.
public struct WriteFailure: Sendable, Hashable {
    public let code: Int32

    public init(code: Int32) {
        self.code = code
    }

    /// The reader went away (`EPIPE`), as when output is piped into `head`: not an error.
    public var isBrokenPipe: Bool { code == EPIPE }

    /// The system's description, e.g. "No space left on device".
    public var reason: String { String(cString: strerror(code)) }

    /// What the user can do about it, e.g. "free some space or write elsewhere".
    public var advice: String {
        switch code {
        case ENOSPC, EDQUOT: "free some space or write elsewhere"
        case EFBIG: "the file grew too large for its file system; write elsewhere"
        case EBADF: "standard output is closed; redirect it to a file or a pipe"
        case EIO: "check the device, or write elsewhere"
        default: "write elsewhere"
        }
    }
}

/// Standard output or standard error, written straight to the file descriptor (no buffering,
/// so there is nothing to flush at exit), so JSON Lines reach a pipe as they are produced.
/// Every write is checked: the first failure is kept and later writes are dropped.
public final class StandardStream: TextSink, Sendable {
    private let descriptor: Int32
    private let state = Mutex<WriteFailure?>(nil)

    /// A stream over an open descriptor (the shared `output` and `error`, or a file in tests).
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public static let output = StandardStream(descriptor: 1)
    public static let error = StandardStream(descriptor: 2)

    public func write(_ text: String) {
        write(utf8: Array(text.utf8))
    }

    /// Writes `bytes` as they are: a JSON document goes out without being made a `String` (and
    /// its UTF-8 checked again) first.
    public func write(utf8 bytes: [UInt8]) {
        state.withLock { failure in
            guard failure == nil else { return }
            var bytes = bytes[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                    #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                    #endif
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    failure = WriteFailure(code: written < 0 ? errno : EIO)
                    return
                }
                bytes = bytes.dropFirst(written)
            }
        }
    }

    public var writeFailure: WriteFailure? {
        state.withLock { $0 }
    }

    /// Closes a duplicate of the descriptor: with nothing buffered there is nothing to flush, but
    /// some file systems (NFS) report a failed write only when the file is closed, which also
    /// happens on closing a duplicate. The stream itself stays open.
    public func finish() {
        state.withLock { failure in
            guard failure == nil else { return }
            let copy = dup(descriptor)
            guard copy >= 0 else { return }
            if close(copy) != 0 && errno != EINTR {
                failure = WriteFailure(code: errno)
            }
        }
    }

    /// Whether the stream is a terminal.
    public var isTerminal: Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's width in columns, when it reports one.
    public var reportedWidth: Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}

/// Collects text in memory (for tests).
public final class TextBuffer: TextSink {
    private let storage = Mutex("")

    public init() {}

    public func write(_ text: String) {
        storage.withLock { $0 += text }
    }

    public var text: String {
        storage.withLock { $0 }
    }
}
