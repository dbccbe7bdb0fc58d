/// What a portal reader made of one answer: the rows in the upstream's form, read, in the
/// answer's order, and how many rows (or values of a row) were left out as not in it.
public struct PortalRows<Row: Sendable & Hashable>: Sendable, Hashable {
    /// The rows read.
    public var rows: [Row]
    /// How many rows or values were left out.
    public var leftOut: Int
}
