/// One request the mock server received, as it was parsed.
public struct MockRecordedRequest: Sendable, Hashable {
    /// The request method, e.g. `GET`.
    public var method: String
    /// The path without the query, still percent-encoded, e.g. `/v2/search/image`.
    public var path: String
    /// The query items in order, percent-decoded (`+` read as a space).
    public var queryItems: [MockNameValue]
    /// The header lines in order.
    public var headers: [MockNameValue]

    /// The value of the first header with this name, compared case-insensitively.
    public func header(_ name: String) -> String? {
        let wanted = name.lowercased()
        return headers.first { $0.name.lowercased() == wanted }?.value
    }

    /// The value of the first query item with this name.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
