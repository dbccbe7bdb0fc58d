import CSQLite

extension StoreError {
    /// Maps an SQLite result code (and the connection's message, if any) to a `StoreError`.
    static func sqlite(_ resultCode: Int32, detail: String?, path: String) -> StoreError {
        let primary = resultCode & 0xFF
        let reason = detail.map { " (\($0))" } ?? ""
        switch primary {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .notADatabase(path: path, sqliteResultCode: resultCode)
        case SQLITE_BUSY, SQLITE_LOCKED:
            return StoreError(
                code: .busy,
                message: "\(path) is locked by another QuickSearch process; try again in a moment",
                path: path, sqliteResultCode: resultCode)
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            return StoreError(
                code: .cannotOpen,
                message: "cannot open \(path)\(reason); check that its folder exists and is writable",
                path: path, sqliteResultCode: resultCode)
        case SQLITE_READONLY:
            return StoreError(
                code: .readOnly,
                message: "\(path) is read-only\(reason); check the permissions of the file and its folder",
                path: path, sqliteResultCode: resultCode)
        case SQLITE_FULL:
            return StoreError(
                code: .diskFull,
                message: "the disk holding \(path) is full; free some space and run again",
                path: path, sqliteResultCode: resultCode)
        case SQLITE_IOERR:
            return StoreError(
                code: .ioFailure,
                message: "reading or writing \(path) failed\(reason); check the disk and run again",
                path: path, sqliteResultCode: resultCode)
        case SQLITE_CONSTRAINT:
            return StoreError(
                code: .constraintViolation,
                message: "a write to \(path) broke a constraint\(reason), which is a bug; please report it",
                path: path, sqliteResultCode: resultCode)
        default:
            return StoreError(
                code: .sqliteFailure,
                message: "SQLite error \(resultCode) on \(path)\(reason), likely a bug; please report it",
                path: path, sqliteResultCode: resultCode)
        }
    }
}
