/// Reads HTTP/1.x request heads (and skips their bodies) from a byte buffer.
enum HTTPRequestParser {
    /// The largest request head accepted (431 beyond).
    static let maximumHeadBytes = 32 * 1024
    /// The largest request body accepted and skipped (413 beyond).
    static let maximumBodyBytes = 1024 * 1024

    /// Parses the first request in `buffer`.
    static func parse(_ buffer: [UInt8]) -> HTTPParseResult {
        var start = 0
        while start < buffer.count, buffer[start] == 0x0d || buffer[start] == 0x0a {
            start += 1
        }
        guard let (headEnd, bodyStart) = findHeadEnd(buffer, from: start) else {
            if buffer.count - start > maximumHeadBytes {
                return .failure(status: 431, reason: "request head too large")
            }
            return .incomplete
        }
        if headEnd - start > maximumHeadBytes {
            return .failure(status: 431, reason: "request head too large")
        }
        let lines = buffer[start..<headEnd].split(separator: 0x0a, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0d ? line.dropLast() : line, as: UTF8.self)
        }
        guard let requestLine = lines.first else {
            return .failure(status: 400, reason: "empty request")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy({ $0.isLetter && $0.isASCII }) else {
            return .failure(status: 400, reason: "malformed request line")
        }
        let version = String(parts[2])
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(status: 505, reason: "unsupported HTTP version")
        }
        var headers: [MockNameValue] = []
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                return .failure(status: 400, reason: "malformed header line")
            }
            let name = line[..<colon]
            guard name.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else {
                return .failure(status: 400, reason: "malformed header name")
            }
            let value = line[line.index(after: colon)...].trimmed(of: " \t")
            headers.append(MockNameValue(name: String(name), value: value))
        }
        guard let target = originForm(of: parts[1]) else {
            return .failure(status: 400, reason: "malformed request target")
        }
        let pathEnd = target.firstIndex(of: "?") ?? target.endIndex
        let query = pathEnd < target.endIndex ? target[target.index(after: pathEnd)...] : ""
        let decoded = PercentDecoding.queryItems(query)
        let request = HTTPRequest(
            method: String(parts[0]),
            target: String(target),
            path: String(target[..<pathEnd]),
            queryItems: decoded.items,
            hasMalformedQuery: decoded.malformed,
            version: version,
            headers: headers
        )
        if request.header("Transfer-Encoding") != nil {
            return .failure(status: 501, reason: "chunked request bodies are not supported")
        }
        var bodyLength = 0
        let lengths = headers.filter { $0.name.lowercased() == "content-length" }.map(\.value)
        if let first = lengths.first {
            guard let length = Int(first), length >= 0, lengths.allSatisfy({ $0 == first }) else {
                return .failure(status: 400, reason: "malformed Content-Length")
            }
            guard length <= maximumBodyBytes else {
                return .failure(status: 413, reason: "request body too large")
            }
            bodyLength = length
        }
        guard buffer.count - bodyStart >= bodyLength else { return .incomplete }
        return .request(request, consumed: bodyStart + bodyLength)
    }

    /// The target as `/path?query`: origin form as is, absolute form without scheme and host.
    private static func originForm(of target: Substring) -> Substring? {
        if target.hasPrefix("/") { return target }
        for scheme in ["http://", "https://"] where target.lowercased().hasPrefix(scheme) {
            let rest = target.dropFirst(scheme.count)
            guard let slash = rest.firstIndex(of: "/") else { return "/" }
            return rest[slash...]
        }
        return nil
    }

    /// The end of the head (exclusive, before the blank line) and where the body starts.
    private static func findHeadEnd(_ buffer: [UInt8], from start: Int) -> (Int, Int)? {
        var index = start
        while index < buffer.count {
            if buffer[index] == 0x0a {
                let next = index + 1
                if next < buffer.count, buffer[next] == 0x0a {
                    return (index, next + 1)
                }
                if next + 1 < buffer.count, buffer[next] == 0x0d, buffer[next + 1] == 0x0a {
                    return (index, next + 2)
                }
            }
            index += 1
        }
        return nil
    }
}

/// What the request parser made of the bytes received so far.
enum HTTPParseResult {
    /// More bytes are needed.
    case incomplete
    /// A whole request; `consumed` bytes (head and any body) belong to it.
    case request(HTTPRequest, consumed: Int)
    /// The bytes are not a request this server accepts: answer `status` and close.
    case failure(status: Int, reason: String)
}
