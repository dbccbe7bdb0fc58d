import CSQLite
import Foundation

/// One prepared statement, owned by a `SQLiteConnection` and finalized when released.
final class SQLiteStatement {
    /// SQLite's destructor sentinel telling it to copy bound bytes (`SQLITE_TRANSIENT`).
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    let handle: OpaquePointer

    init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of `?` parameters the statement expects.
    var parameterCount: Int {
        Int(sqlite3_bind_parameter_count(handle))
    }

    /// Binds `values` to parameters 1…n; returns the first failing SQLite result code, or `SQLITE_OK`.
    func bind(_ values: [SQLiteValue]) -> Int32 {
        for (offset, value) in values.enumerated() {
            let result = bind(value, at: Int32(offset + 1))
            if result != SQLITE_OK { return result }
        }
        return SQLITE_OK
    }

    /// Resets the statement for reuse and drops its bindings, releasing any read lock it held.
    func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// The column values of the current row, after `sqlite3_step` returned `SQLITE_ROW`.
    func currentRow() -> SQLiteRow {
        let count = sqlite3_column_count(handle)
        var values: [SQLiteValue] = []
        values.reserveCapacity(Int(count))
        for column in 0..<count {
            values.append(value(at: column))
        }
        return SQLiteRow(values: values)
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .integer(let number):
            return sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            return sqlite3_bind_double(handle, index, number)
        case .null:
            return sqlite3_bind_null(handle, index)
        case .text(let string):
            var text = string
            return text.withUTF8 { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_text64(handle, index, "", 0, Self.transient, UInt8(SQLITE_UTF8))
                }
                return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { chars in
                    sqlite3_bind_text64(handle, index, chars, UInt64(bytes.count), Self.transient, UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            return data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(handle, index, base, UInt64(bytes.count), Self.transient)
            }
        }
    }

    private func value(at column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, column) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, column))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            guard let bytes = sqlite3_column_blob(handle, column) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, column))))
        default:
            return .null
        }
    }
}
