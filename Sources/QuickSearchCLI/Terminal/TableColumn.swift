/// How one column of a table is laid out.
public struct TableColumn: Sendable, Hashable {
    /// The heading shown above the column.
    public var header: String
    /// Where cell text sits within the column.
    public var alignment: TextAlignment
    /// The narrowest the column is shrunk to while other room remains; a floor for shrinking,
    /// never a reason to widen a column whose content is narrower.
    public var minWidth: Int
    /// The widest the column grows, or `nil` for no limit.
    public var maxWidth: Int?
    /// Whether the column may be shrunk (its cells truncated with `…`) to fit the width,
    /// as for titles and URLs.
    public var isFlexible: Bool
    /// Which flexible columns keep their width longest: lower priorities shrink first.
    public var priority: Int

    /// Declares a column.
    public init(
        header: String,
        alignment: TextAlignment = .left,
        minWidth: Int = 0,
        maxWidth: Int? = nil,
        isFlexible: Bool = false,
        priority: Int = 0
    ) {
        self.header = header
        self.alignment = alignment
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.isFlexible = isFlexible
        self.priority = priority
    }
}
