/// One result row of a query: its column values in `SELECT` order.
public struct SQLiteRow: Sendable, Hashable {
    /// The column values, in the order of the `SELECT` list.
    public let values: [SQLiteValue]

    /// Creates a row from its column values.
    public init(values: [SQLiteValue]) {
        self.values = values
    }

    /// The value of column `index`, or `.null` when there is no such column.
    public subscript(index: Int) -> SQLiteValue {
        values.indices.contains(index) ? values[index] : .null
    }
}
