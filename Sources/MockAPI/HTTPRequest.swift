/// A parsed HTTP request head.
struct HTTPRequest {
    var method: String
    /// The whole target in origin form, `/path?query`, as received.
    var target: String
    /// The path part of the target, still percent-encoded.
    var path: String
    /// The query items, percent-decoded.
    var queryItems: [MockNameValue]
    /// True when some query item had broken percent-encoding or invalid UTF-8.
    var hasMalformedQuery: Bool
    /// `HTTP/1.1` or `HTTP/1.0`.
    var version: String
    var headers: [MockNameValue]

    /// The value of the first header with this name (case-insensitive).
    func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The value of the first query item with this name.
    func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// Whether the connection stays open after the answer (HTTP/1.1 unless `Connection: close`,
    /// HTTP/1.0 only with `Connection: keep-alive`).
    var keepsAlive: Bool {
        let tokens = (header("Connection") ?? "").lowercased()
            .split(separator: ",").map { $0.trimmed(of: " \t") }
        if tokens.contains("close") { return false }
        return version == "HTTP/1.1" || tokens.contains("keep-alive")
    }

    var recorded: MockRecordedRequest {
        MockRecordedRequest(method: method, path: path, queryItems: queryItems, headers: headers)
    }
}

/// A name and its value: one header line or one decoded query item of a recorded request.
public struct MockNameValue: Sendable, Hashable {
    /// The header name as sent, or the decoded query item name.
    public var name: String
    /// The header value (surrounding whitespace removed), or the decoded query item value.
    public var value: String
}
