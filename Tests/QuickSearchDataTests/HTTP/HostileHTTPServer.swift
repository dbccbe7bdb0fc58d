import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A one-behaviour HTTP server on 127.0.0.1 for transport tests: it either streams a response
/// (of any size, without holding it in memory) and closes, or holds the request unanswered. It
/// reports, in order, each request's arrival and each connection's end with the bytes it sent,
/// so tests synchronise on what the server saw instead of sleeping.
final class HostileHTTPServer: Sendable {
    /// Where a response body comes from.
    enum Body: Sendable {
        case bytes([UInt8])
        /// `count` copies of `byte`, written in chunks.
        case repeated(UInt8, count: Int)
    }

    /// What the server does with each request.
    enum Behaviour: Sendable {
        /// Sends `head` (status line and fields, without the blank line), then `body`, then closes.
        case respond(head: String, body: Body)
        /// Never answers; waits for the client to close the connection.
        case hold
    }

    /// Something the server saw.
    enum Event: Sendable, Equatable {
        case requestArrived
        /// The connection is over: the client closed it or a send failed.
        case connectionEnded(bytesSent: Int)
    }

    let port: Int
    /// The server's events, in the order they happened.
    let events: AsyncStream<Event>
    private let core: Core

    init(_ behaviour: Behaviour) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                getsockname(descriptor, $0, &length)
            }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        let (stream, continuation) = AsyncStream<Event>.makeStream()
        events = stream
        core = Core(listener: descriptor, behaviour: behaviour, events: continuation)
        let core = self.core
        Thread.detachNewThread { core.acceptLoop() }
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT/path`.
    func url(_ path: String = "/") -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    private final class Core: Sendable {
        let listener: Int32
        let behaviour: Behaviour
        let events: AsyncStream<Event>.Continuation
        private let stopping = Atomic<Bool>(false)

        init(listener: Int32, behaviour: Behaviour, events: AsyncStream<Event>.Continuation) {
            self.listener = listener
            self.behaviour = behaviour
            self.events = events
        }

        func stop() {
            guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
            shutdown(listener, Int32(SHUT_RDWR))
        }

        func acceptLoop() {
            while !stopping.load(ordering: .acquiring) {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { break }
                Thread.detachNewThread { self.serve(connection) }
            }
            close(listener)
        }

        private func serve(_ connection: Int32) {
            var sent = 0
            defer {
                close(connection)
                events.yield(.connectionEnded(bytesSent: sent))
            }
            guard readRequestHead(connection) else { return }
            events.yield(.requestArrived)
            switch behaviour {
            case .hold:
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
            case let .respond(head, body):
                let headBytes = Array("\(head)\r\nConnection: close\r\n\r\n".utf8)
                guard write(headBytes, to: connection, sent: &sent) else { return }
                switch body {
                case let .bytes(bytes):
                    var offset = 0
                    while offset < bytes.count {
                        let end = min(offset + 65_536, bytes.count)
                        guard write(Array(bytes[offset..<end]), to: connection, sent: &sent) else { return }
                        offset = end
                    }
                case let .repeated(byte, count):
                    let chunk = [UInt8](repeating: byte, count: 65_536)
                    var left = count
                    while left > 0 {
                        let part = min(left, chunk.count)
                        guard write(Array(chunk[0..<part]), to: connection, sent: &sent) else { return }
                        left -= part
                    }
                }
                shutdown(connection, Int32(SHUT_WR))
                var byte: UInt8 = 0
                while recv(connection, &byte, 1, 0) > 0 {}
            }
        }

        /// Reads up to the end of the request head; false when the client left first.
        private func readRequestHead(_ connection: Int32) -> Bool {
            var window: [UInt8] = []
            var byte: UInt8 = 0
            let terminator: [UInt8] = [13, 10, 13, 10]
            while recv(connection, &byte, 1, 0) == 1 {
                window.append(byte)
                if window.count > 4 { window.removeFirst() }
                if window == terminator { return true }
            }
            return false
        }

        private func write(_ bytes: [UInt8], to connection: Int32, sent: inout Int) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let count = bytes[offset...].withUnsafeBytes {
                    send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard count > 0 else { return false }
                offset += count
                sent += count
            }
            return true
        }
    }
}
