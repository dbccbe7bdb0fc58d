import CSQLite

/// `PRAGMA integrity_check` on a database file, through the SQLite library itself.
enum StoreIntegrity {
    /// nil when the database is consistent, else what SQLite reported.
    static func problem(in path: String) -> String? {
        var database: OpaquePointer?
        defer { sqlite3_close_v2(database) }
        guard sqlite3_open_v2(path, &database, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK else {
            return "cannot open: \(String(cString: sqlite3_errmsg(database)))"
        }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        guard sqlite3_prepare_v2(database, "PRAGMA integrity_check", -1, &statement, nil) == SQLITE_OK else {
            return "cannot check: \(String(cString: sqlite3_errmsg(database)))"
        }
        var rows: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
        }
        return rows == ["ok"] ? nil : rows.prefix(3).joined(separator: "; ")
    }
}
