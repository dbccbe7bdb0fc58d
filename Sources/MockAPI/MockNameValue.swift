/// A name and its value: one header line or one decoded query item of a recorded request.
public struct MockNameValue: Sendable, Hashable {
    /// The header name as sent, or the decoded query item name.
    public var name: String
    /// The header value (surrounding whitespace removed), or the decoded query item value.
    public var value: String

    /// A name and its value.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
