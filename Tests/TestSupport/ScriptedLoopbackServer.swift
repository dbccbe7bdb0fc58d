import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on 127.0.0.1 playing a scripted upstream, well-behaved or hostile: each
/// request's head goes to the script, whose `Reply` the server carries out. It counts the
/// connections and requests it sees and reports, in order, each request's arrival and each
/// connection's end with the bytes it sent, so tests synchronise on what the server saw instead
/// of sleeping. It stops when the last reference to it goes away.
public final class ScriptedLoopbackServer: Sendable {
    /// Chooses the reply to a request from its head (request line and header lines).
    public typealias Script = @Sendable (_ requestHead: String) -> Reply

    /// Something the server saw.
    public enum Event: Sendable, Equatable {
        case requestArrived
        /// The connection is over: the client closed it, a send failed or the reply closed it.
        case connectionEnded(bytesSent: Int)
    }

    public let port: Int
    /// The server's events, in the order they happened.
    public let events: AsyncStream<Event>
    private let core: Core

    /// Listens on an ephemeral loopback port and answers every request with `script`.
    public init(script: @escaping Script) throws {
        let (descriptor, port) = try LoopbackSocket.bound(listeningWithBacklog: 32)
        self.port = port
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        events = stream
        core = Core(listener: descriptor, script: script, events: continuation)
        let core = self.core
        Thread.detachNewThread { core.acceptLoop() }
    }

    /// Listens on an ephemeral loopback port and answers every request with `reply`.
    public convenience init(_ reply: Reply) throws {
        try self.init { _ in reply }
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// `http://127.0.0.1:PORT/path`.
    public func url(_ path: String = "/") -> URL {
        URL(string: baseURL + path)!
    }

    /// Connections accepted so far.
    public var connectionCount: Int {
        core.counts.withLock { $0.connections }
    }

    /// Request heads received so far.
    public var requestCount: Int {
        core.counts.withLock { $0.requests }
    }

    /// The listening socket, the script and the counters, shared with the server threads.
    private final class Core: Sendable {
        struct Counts {
            var connections = 0
            var requests = 0
        }

        /// A request head longer than this ends its connection unanswered.
        static let maximumHeadSize = 65_536
        static let chunkSize = 65_536

        let listener: Int32
        let script: Script
        let events: AsyncStream<Event>.Continuation
        let counts = Mutex(Counts())
        private let stopping = Atomic<Bool>(false)

        init(listener: Int32, script: @escaping Script, events: AsyncStream<Event>.Continuation) {
            self.listener = listener
            self.script = script
            self.events = events
        }

        func stop() {
            guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
            // The accept loop closes the socket once it stops, so no other server can reuse the
            // port number while a connection is still being accepted.
            shutdown(listener, Int32(SHUT_RDWR))
        }

        func acceptLoop() {
            while !stopping.load(ordering: .acquiring) {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { break }
                counts.withLock { $0.connections += 1 }
                Thread.detachNewThread { self.serve(connection) }
            }
            close(listener)
        }

        /// Answers each request head on `connection` until a reply ends it or the client leaves.
        private func serve(_ connection: Int32) {
            var sent = 0
            defer {
                close(connection)
                events.yield(.connectionEnded(bytesSent: sent))
            }
            var buffer: [UInt8] = []
            while let head = Self.nextRequestHead(from: connection, buffer: &buffer) {
                counts.withLock { $0.requests += 1 }
                events.yield(.requestArrived)
                switch script(head) {
                case .hold:
                    Self.drain(connection)
                    return
                case .keepAlive(let head, let body):
                    let response = Array("\(head)\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body
                    guard LoopbackSocket.sendAll(response[...], on: connection, sent: &sent) else { return }
                case .close(let head, let body):
                    guard
                        LoopbackSocket.sendAll(
                            Array("\(head)\r\nConnection: close\r\n\r\n".utf8)[...],
                            on: connection,
                            sent: &sent
                        ),
                        Self.send(body, on: connection, sent: &sent)
                    else { return }
                    shutdown(connection, Int32(SHUT_WR))
                    Self.drain(connection)
                    return
                }
            }
        }

        private static func send(_ body: Reply.Body, on connection: Int32, sent: inout Int) -> Bool {
            switch body {
            case .bytes(let bytes):
                var offset = 0
                while offset < bytes.count {
                    let end = min(offset + chunkSize, bytes.count)
                    guard LoopbackSocket.sendAll(bytes[offset..<end], on: connection, sent: &sent) else { return false }
                    offset = end
                }
            case .repeated(let byte, let count):
                let chunk = [UInt8](repeating: byte, count: chunkSize)
                var left = count
                while left > 0 {
                    let part = min(left, chunk.count)
                    guard LoopbackSocket.sendAll(chunk[0..<part], on: connection, sent: &sent) else { return false }
                    left -= part
                }
            }
            return true
        }

        /// The next request head (without its blank line), removed from `buffer`; nil when the
        /// client left first or the head is too long.
        private static func nextRequestHead(from connection: Int32, buffer: inout [UInt8]) -> String? {
            let terminator = Array("\r\n\r\n".utf8)
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                if let end = firstIndex(of: terminator, in: buffer) {
                    let head = String(decoding: buffer[0..<end], as: UTF8.self)
                    buffer.removeFirst(end + terminator.count)
                    return head
                }
                guard buffer.count < maximumHeadSize else { return nil }
                let count = recv(connection, &chunk, chunk.count, 0)
                guard count > 0 else { return nil }
                buffer += chunk[0..<count]
            }
        }

        /// Reads and discards until the client closes the connection.
        private static func drain(_ connection: Int32) {
            var chunk = [UInt8](repeating: 0, count: 4096)
            while recv(connection, &chunk, chunk.count, 0) > 0 {}
        }

        private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard haystack.count >= needle.count else { return nil }
            return (0...(haystack.count - needle.count)).first {
                haystack[$0..<($0 + needle.count)].elementsEqual(needle)
            }
        }
    }
}
