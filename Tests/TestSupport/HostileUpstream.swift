import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback HTTP server playing a hostile or broken upstream: every request's head goes to
/// `answer`, whose bytes are sent back as they are, and the connection is closed. It stops when
/// the last reference to it goes away.
public final class HostileUpstream: Sendable {
    /// The head of a request as received (request line and header lines).
    public typealias Answer = @Sendable (_ requestHead: String) -> String

    public let port: Int
    private let listener: Int32

    /// Listens on an ephemeral 127.0.0.1 port and answers every request with `answer`.
    public init(answer: @escaping Answer) throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, named == 0, listen(descriptor, 32) == 0 else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [listener] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else {
                    close(listener)
                    return
                }
                Thread.detachNewThread { Self.serve(connection, answer: answer) }
            }
        }
    }

    deinit {
        // The accept loop closes the socket once it stops, so no other server can reuse the number first.
        shutdown(listener, Int32(SHUT_RDWR))
    }

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String {
        "http://127.0.0.1:\(port)"
    }

    /// A complete response with a `Content-Length` and `Connection: close`.
    public static func response(status: String, contentType: String = "application/json", body: String, extraHeaders: String = "") -> String {
        "HTTP/1.1 \(status)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.utf8.count)\r\n\(extraHeaders)Connection: close\r\n\r\n\(body)"
    }

    private static func serve(_ connection: Int32, answer: Answer) {
        defer { close(connection) }
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while received.count < 65_536 {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return }
            received += chunk[0..<count]
            guard received.count >= end.count,
                  let stop = (0...(received.count - end.count)).first(where: { received[$0..<($0 + end.count)].elementsEqual(end) })
            else { continue }
            let reply = Array(answer(String(decoding: received[0..<stop], as: UTF8.self)).utf8)
            var sent = 0
            while sent < reply.count {
                let written = reply[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard written > 0 else { return }
                sent += written
            }
            return
        }
    }
}
