/// Where text sits within a wider column.
public enum TextAlignment: Sendable, Hashable {
    /// Text first, padding after.
    case left
    /// Padding first, text after; for numbers.
    case right
}
