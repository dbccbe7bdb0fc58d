/// One cell of a table: its text and an optional style used when colour is enabled.
public struct TableCell: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The text; sanitized to one line by the renderer.
    public var text: String
    /// The style for the cell's text, or `nil` for plain.
    public var style: ANSIStyle?

    /// A cell with optional style.
    public init(_ text: String, style: ANSIStyle? = nil) {
        self.text = text
        self.style = style
    }

    /// A plain cell from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
