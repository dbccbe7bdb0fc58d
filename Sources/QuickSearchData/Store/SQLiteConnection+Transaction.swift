import CSQLite

extension SQLiteConnection {
    /// Runs `body` between `BEGIN IMMEDIATE` and `COMMIT`, rolling back when anything throws;
    /// when `synced`, the commit reaches the disk before it returns (`synchronous=FULL` for this
    /// transaction, the connection's `NORMAL` otherwise).
    func transaction<Result>(synced: Bool = false, _ body: (SQLiteTransaction) throws -> Result) throws -> Result {
        guard isAutocommit else {
            throw StoreError.misuse("transactions cannot be nested", path: path)
        }
        if synced {
            try executeScript("PRAGMA synchronous=FULL")
        }
        defer {
            if synced { sqlite3_exec(handle, "PRAGMA synchronous=NORMAL", nil, nil, nil) }
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
