import MockAPI

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/1.1 client connection to 127.0.0.1, for exact control over keep-alive and for
/// observing resets and truncated bodies. Every read times out after `timeoutSeconds` (10 unless
/// told otherwise).
final class LoopbackConnection {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    init(port: Int, timeoutSeconds: Int = 10) throws {
        #if canImport(Darwin)
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw LoopbackClientError.connectFailed(errno) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let result = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the instance is fully initialised, so `deinit` closes the descriptor.
        // Closing it here too would close whatever socket took its number in the meantime.
        guard result == 0 else { throw LoopbackClientError.connectFailed(errno) }
    }

    deinit {
        close(descriptor)
    }

    /// Sends raw bytes as they are.
    func sendRaw(_ text: String) throws {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            guard sent > 0 else { throw LoopbackClientError.sendFailed }
            offset += sent
        }
    }

    /// Sends one request; `target` is the path and query, already percent-encoded.
    func request(_ target: String, method: String = "GET", headers: [(String, String)] = [], close: Bool = false) throws
    {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers {
            text += "\(name): \(value)\r\n"
        }
        if close { text += "Connection: close\r\n" }
        text += "\r\n"
        try sendRaw(text)
    }

    /// Reads one response; `bodyless` for answers to HEAD.
    func readResponse(bodyless: Bool = false) throws -> LoopbackResponse {
        var headEnd: Int?
        while headEnd == nil {
            headEnd = findHeadEnd()
            if headEnd == nil {
                guard try fill() else {
                    if buffer.isEmpty { throw LoopbackClientError.noResponse }
                    throw LoopbackClientError.malformedResponse("head cut off")
                }
            }
        }
        guard let headEnd else { throw LoopbackClientError.noResponse }
        let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, statusLine[0] == "HTTP/1.1", let status = Int(statusLine[1]) else {
            throw LoopbackClientError.malformedResponse(head)
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = LoopbackResponse(status: status, headers: headers, body: [])
        if bodyless || status == 304 || status == 204 { return response }
        guard let lengthText = response.header("Content-Length"), let length = Int(lengthText) else {
            throw LoopbackClientError.malformedResponse("no Content-Length")
        }
        while buffer.count < length {
            guard try fill() else {
                throw LoopbackClientError.truncatedBody(announced: length, received: buffer.count)
            }
        }
        response.body = Array(buffer[0..<length])
        buffer.removeFirst(length)
        return response
    }

    /// True when the server has closed the connection (reads end of stream, nothing pending).
    func serverClosed() throws -> Bool {
        guard buffer.isEmpty else { return false }
        return try !fill()
    }

    /// Whether nothing (no byte, no close) arrives within `milliseconds`.
    func isQuiet(milliseconds: Int32) -> Bool {
        buffer.isEmpty && socketIsQuiet(milliseconds: milliseconds)
    }

    /// Reads until nothing more arrives within `milliseconds` (or the server closes); returns
    /// everything read so far and keeps nothing.
    func drain(quietMilliseconds: Int32) throws -> [UInt8] {
        while !socketIsQuiet(milliseconds: quietMilliseconds), try fill() {}
        defer { buffer.removeAll() }
        return buffer
    }

    private func socketIsQuiet(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) == 0
    }

    /// Reads more bytes; false at end of stream or reset.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EAGAIN || errno == EWOULDBLOCK { throw LoopbackClientError.malformedResponse("timed out") }
            return false
        }
        if count == 0 { return false }
        buffer.append(contentsOf: chunk[0..<count])
        return true
    }

    private func findHeadEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for index in 0...(buffer.count - 4)
        where buffer[index] == 13 && buffer[index + 1] == 10 && buffer[index + 2] == 13 && buffer[index + 3] == 10 {
            return index
        }
        return nil
    }
}

/// Ways a loopback exchange can fail, as the tests observe them.
enum LoopbackClientError: Error, Equatable {
    case connectFailed(Int32)
    case sendFailed
    /// The connection ended before any byte of a response arrived (reset or close).
    case noResponse
    /// The head arrived, then the connection ended with fewer body bytes than announced.
    case truncatedBody(announced: Int, received: Int)
    case malformedResponse(String)
}
