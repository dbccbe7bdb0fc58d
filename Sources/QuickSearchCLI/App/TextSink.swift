#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextSink: Sendable {
    func write(_ text: String)
}

/// Standard output or standard error, written straight to the file descriptor (no buffering),
/// so JSON Lines reach a pipe as they are produced.
public final class StandardStream: TextSink, Sendable {
    private let descriptor: Int32
    private let lock = Mutex(())

    private init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    public static let output = StandardStream(1)
    public static let error = StandardStream(2)

    public func write(_ text: String) {
        lock.withLock { _ in
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { buffer in
                    #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                    #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                    #endif
                }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return }
                bytes = bytes.dropFirst(written)
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
