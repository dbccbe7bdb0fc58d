import CSQLite

extension SQLiteConnection {
    /// Runs `body` between `BEGIN IMMEDIATE` and `COMMIT`, rolling back when anything throws;
    /// when `synced`, the commit reaches the disk before it returns (`synchronous=FULL` for this
    /// transaction, the connection's own level otherwise), and with `.keepingLog` it is then
    /// checkpointed into the file (passively: what a reader still uses stays in the log).
    func transaction<Result>(synced: Bool = false, _ body: (SQLiteTransaction) throws -> Result) throws -> Result {
        guard isAutocommit else {
            throw StoreError.misuse("transactions cannot be nested", path: path)
        }
        if synced {
            try executeScript("PRAGMA synchronous=FULL")
        }
        defer {
            if synced { sqlite3_exec(handle, "PRAGMA synchronous=\(synchronous)", nil, nil, nil) }
        }
        try retryingWhileBusy { try executeScript("BEGIN IMMEDIATE") }
        let handle = SQLiteTransaction(connection: self)
        defer { handle.end() }
        do {
            let result = try body(handle)
            try retryingWhileBusy { try executeScript("COMMIT") }
            if synced, durability == .keepingLog {
                sqlite3_wal_checkpoint_v2(self.handle, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            }
            return result
        } catch {
            if !isAutocommit {
                sqlite3_exec(self.handle, "ROLLBACK", nil, nil, nil)
            }
            throw error
        }
    }
}
