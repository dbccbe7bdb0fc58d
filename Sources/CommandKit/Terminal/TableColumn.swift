/// How one column of a table is laid out.
public struct TableColumn: Sendable, Hashable {
    /// The heading shown above the column.
    public var header: String
    /// Where cell text sits within the column.
    public var alignment: TextAlignment
    /// The narrowest a flexible column is shrunk to before lower-priority columns are dropped;
    /// below it the column is not worth showing. Never a reason to widen narrower content.
    public var minWidth: Int
    /// The width the column grows to before other columns get their room, or `nil` for no
    /// limit. A soft limit: width left over once every column has its share goes to capped
    /// columns too, so a wide terminal shows whole cells.
    public var maxWidth: Int?
    /// Whether the column may be shrunk (its cells truncated with `…`) to fit the width,
    /// as for titles and URLs; a fixed column is shown whole or not at all.
    public var isFlexible: Bool
    /// How important the column is: lower priorities are dropped first when the columns'
    /// minimums do not fit, and get spare width last.
    public var priority: Int
    /// Whether the column identifies a row (a number, an id, a URL) and is kept at any width.
    public var isRequired: Bool
    /// Where a cell too wide for the column is cut: at its end, or in its middle (a URL, whose
    /// end tells rows apart).
    public var truncation: Truncation
    /// Columns of one group (latitude and longitude) are shown together or not at all: when one
    /// is left out, so are the others (a required one stays). `nil`: a column of its own.
    public var group: String?

    /// Where a cell is cut to fit its column.
    public enum Truncation: Sendable, Hashable {
        /// The start kept, `…` at the end.
        case end
        /// The start and the end kept, `…` in the middle (`TextTruncation.truncateMiddle`).
        case middle
    }

    /// Declares a column.
    public init(
        header: String,
        alignment: TextAlignment = .left,
        minWidth: Int = 0,
        maxWidth: Int? = nil,
        isFlexible: Bool = false,
        priority: Int = 0,
        isRequired: Bool = false,
        truncation: Truncation = .end,
        group: String? = nil
    ) {
        self.header = header
        self.alignment = alignment
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.isFlexible = isFlexible
        self.priority = priority
        self.isRequired = isRequired
        self.truncation = truncation
        self.group = group
    }
}

/// One cell of a table: its text, sanitised to one line by the renderer, and an optional style
/// used when colour is enabled.
public typealias TableCell = TextSpan

/// Where text sits within a wider column.
public enum TextAlignment: Sendable, Hashable {
    /// Text first, padding after.
    case left
    /// Padding first, text after; for numbers.
    case right
}
