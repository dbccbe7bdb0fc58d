import CSQLite

extension SQLiteConnection {
    /// Runs `body` between `BEGIN IMMEDIATE` and `COMMIT`, rolling back when anything throws.
    func transaction<Result>(_ body: (SQLiteTransaction) throws -> Result) throws -> Result {
        guard isAutocommit else {
            throw StoreError.misuse("transactions cannot be nested", path: path)
        }
        try retryingWhileBusy { try executeScript("BEGIN IMMEDIATE") }
        let handle = SQLiteTransaction(connection: self)
        defer { handle.end() }
        do {
            let result = try body(handle)
            try retryingWhileBusy { try executeScript("COMMIT") }
            return result
        } catch {
            if !isAutocommit {
                sqlite3_exec(self.handle, "ROLLBACK", nil, nil, nil)
            }
            throw error
        }
    }
}
