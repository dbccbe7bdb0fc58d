import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 that answers every request with one fixed response and
/// counts the TCP connections it accepts, which the mock server does not report. It stops when
/// the last reference to it goes away.
final class ScriptedHTTPServer: Sendable {
    let port: Int
    private let core: Core

    /// Listens on an ephemeral loopback port; every request gets `head` (without the final blank
    /// line) and `body`, on a kept-alive connection.
    init(head: String = "HTTP/1.1 200 OK\r\nContent-Type: text/plain", body: String = "ok") throws {
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
        let bodyBytes = Array(body.utf8)
        core = Core(
            listener: descriptor,
            response: Array("\(head)\r\nContent-Length: \(bodyBytes.count)\r\n\r\n".utf8) + bodyBytes
        )
        let core = self.core
        Thread.detachNewThread { core.acceptLoop() }
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:PORT`.
    var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// Connections accepted so far.
    var connectionCount: Int {
        core.counts.withLock { $0.connections }
    }

    /// Requests answered so far.
    var requestCount: Int {
        core.counts.withLock { $0.requests }
    }

    /// The listening socket and the counters, shared with the server threads.
    private final class Core: Sendable {
        struct Counts {
            var connections = 0
            var requests = 0
        }

        let listener: Int32
        let response: [UInt8]
        let counts = Mutex(Counts())
        private let stopping = Atomic<Bool>(false)

        init(listener: Int32, response: [UInt8]) {
            self.listener = listener
            self.response = response
        }

        func stop() {
            guard !stopping.exchange(true, ordering: .acquiringAndReleasing) else { return }
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

        /// Answers each complete request head (GET has no body) until the client closes.
        private func serve(_ connection: Int32) {
            var buffer: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            let terminator: [UInt8] = Array("\r\n\r\n".utf8)
            defer { close(connection) }
            while true {
                let count = recv(connection, &chunk, chunk.count, 0)
                guard count > 0 else { return }
                buffer += chunk[0..<count]
                while let end = Self.firstIndex(of: terminator, in: buffer) {
                    buffer.removeFirst(end + terminator.count)
                    counts.withLock { $0.requests += 1 }
                    guard send(connection, response, response.count, Int32(MSG_NOSIGNAL)) == response.count else { return }
                }
            }
        }

        private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
            guard haystack.count >= needle.count else { return nil }
            for start in 0...(haystack.count - needle.count)
            where haystack[start..<(start + needle.count)].elementsEqual(needle) {
                return start
            }
            return nil
        }
    }
}
