import Foundation

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

extension SQLiteRow {
    /// The integer in column `index`; throws `StoreError.Code.typeMismatch` for any other type.
    public func int64(at index: Int) throws -> Int64 {
        guard case .integer(let value) = self[index] else { throw mismatch(index, expected: "integer") }
        return value
    }

    /// The integer in column `index` as an `Int` (clamped on 32-bit platforms).
    public func int(at index: Int) throws -> Int {
        Int(clamping: try int64(at: index))
    }

    /// The number in column `index` (integers are widened).
    public func double(at index: Int) throws -> Double {
        switch self[index] {
        case .real(let value): return value
        case .integer(let value): return Double(value)
        default: throw mismatch(index, expected: "real")
        }
    }

    /// The text in column `index`.
    public func string(at index: Int) throws -> String {
        guard case .text(let value) = self[index] else { throw mismatch(index, expected: "text") }
        return value
    }

    /// The bytes in column `index` (text is returned as its UTF-8 bytes).
    public func data(at index: Int) throws -> Data {
        switch self[index] {
        case .blob(let value): return value
        case .text(let value): return Data(value.utf8)
        default: throw mismatch(index, expected: "blob")
        }
    }

    /// The date in column `index`, stored as milliseconds since 1970 (see `SQLiteValue.date(_:)`).
    public func date(at index: Int) throws -> Date {
        SQLiteValue.date(fromUnixMilliseconds: try int64(at: index))
    }

    /// The text in column `index`, or nil when it is `NULL`.
    public func optionalString(at index: Int) throws -> String? {
        if case .null = self[index] { return nil }
        return try string(at: index)
    }

    /// The integer in column `index`, or nil when it is `NULL`.
    public func optionalInt64(at index: Int) throws -> Int64? {
        if case .null = self[index] { return nil }
        return try int64(at: index)
    }

    /// The bytes in column `index`, or nil when it is `NULL`.
    public func optionalData(at index: Int) throws -> Data? {
        if case .null = self[index] { return nil }
        return try data(at: index)
    }

    private func mismatch(_ index: Int, expected: String) -> StoreError {
        let found = values.indices.contains(index) ? self[index].typeName : "no column"
        return .typeMismatch(column: index, expected: expected, found: found)
    }
}
