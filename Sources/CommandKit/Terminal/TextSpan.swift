/// A run of text in one style, as `TextWrapping` lays it out.
public struct TextSpan: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text, already sanitised (the style does not remove escapes inside it).
    public var text: String
    /// The style of the text when colour is enabled, or `nil` for plain.
    public var style: ANSIStyle?

    /// A span with an optional style.
    public init(_ text: String, style: ANSIStyle? = nil) {
        self.text = text
        self.style = style
    }

    /// A plain span from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
