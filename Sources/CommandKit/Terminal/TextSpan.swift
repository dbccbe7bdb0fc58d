/// A run of text in one style: what `TextWrapping` lays out, and a table's cell (`TableCell`).
public struct TextSpan: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text. `TextWrapping` takes it as it is, so it must be sanitised already (the style
    /// does not remove escapes inside it); `TableRenderer` folds a cell's to one line itself.
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
