/// One step of a schema: SQL that moves a database from version `n - 1` to `n`, where `n` is the
/// step's 1-based position in the list given to `SQLiteDatabase.migrate(_:)`.
///
/// Never edit, remove or reorder a step that has shipped; append a new one instead.
public struct SQLiteMigration: Sendable, Hashable {
    /// A short description for error messages, e.g. `"create favorites"`.
    public let name: String
    /// One or more `;`-separated statements, run inside one transaction.
    public let sql: String
    /// Whether the step only adds what nothing of the steps before it reads (a new table), so
    /// that a file without it that cannot be upgraded (it is read-only) is still read as it is.
    public let addsOnly: Bool

    /// Creates a migration step.
    public init(_ name: String, sql: String, addsOnly: Bool = false) {
        self.name = name
        self.sql = sql
        self.addsOnly = addsOnly
    }
}

extension SQLiteDatabase {
    /// Brings the schema to version `migrations.count`, running each missing step in its own
    /// transaction and recording progress in `PRAGMA user_version`.
    ///
    /// Cheap when the schema is current: one read of `user_version`. Safe when several processes
    /// open a new file at once: each step re-checks the version after taking the write lock.
    ///
    /// - Returns: the number of steps this call applied.
    /// - Throws: `StoreError.Code.schemaTooNew` when the file is newer than `migrations` (nothing is
    ///   changed); `.migrationFailed` when a step fails (the file stays at the previous version).
    @discardableResult
    public func migrate(_ migrations: [SQLiteMigration]) throws -> Int {
        let target = migrations.count
        let current = try userVersion()
        guard current != target else { return 0 }
        guard current < target else {
            throw StoreError.schemaTooNew(path: path, found: current, supported: target)
        }
        var applied = 0
        for (offset, migration) in migrations.enumerated() where offset >= current {
            let version = offset + 1
            let didApply = try transaction { transaction in
                try apply(migration, version: version, target: target, in: transaction)
            }
            if didApply { applied += 1 }
        }
        return applied
    }

    /// For a database that cannot be upgraded here (opened read-only): true when it can be read
    /// as it is (its schema is `migrations.count`, or every step it lacks only adds), false when
    /// it is still new (version 0, nothing stored yet).
    ///
    /// - Throws: `.schemaTooNew` for a newer file; `.readOnly` for an older one that lacks a step
    ///   changing what it holds, which needs a writable folder to be upgraded before it is read.
    func hasCurrentSchema(_ migrations: [SQLiteMigration]) throws -> Bool {
        let target = migrations.count
        let current = try userVersion()
        if current == target { return true }
        if current == 0 { return false }
        if current > target {
            throw StoreError.schemaTooNew(path: path, found: current, supported: target)
        }
        if migrations[current...].allSatisfy(\.addsOnly) { return true }
        throw StoreError(
            code: .readOnly,
            message: "\(path) uses an older schema (\(current)) and cannot be upgraded because it is read-only; "
                + "make the file and its folder writable and run again",
            path: path
        )
    }

    private func apply(
        _ migration: SQLiteMigration,
        version: Int,
        target: Int,
        in transaction: SQLiteTransaction
    ) throws -> Bool {
        let found = try transaction.query("PRAGMA user_version").first?.int(at: 0) ?? 0
        if found > target {
            throw StoreError.schemaTooNew(path: path, found: found, supported: target)
        }
        if found >= version { return false }
        guard found == version - 1 else {
            throw migrationFailure(migration, version: version, detail: "the file is at schema \(found)")
        }
        do {
            try transaction.executeScript(migration.sql)
            try transaction.execute("PRAGMA user_version = \(version)")
        } catch let error as StoreError where Self.isEnvironmental(error) {
            throw error
        } catch {
            throw migrationFailure(migration, version: version, detail: "\(error)")
        }
        return true
    }

    private func migrationFailure(_ migration: SQLiteMigration, version: Int, detail: String) -> StoreError {
        StoreError(
            code: .migrationFailed,
            message: "upgrading \(path) to schema \(version) (\(migration.name)) failed (\(detail)) and the file "
                + "was left unchanged; please report this bug",
            path: path
        )
    }

    /// Failures caused by the file or the machine rather than by the migration's SQL.
    private static func isEnvironmental(_ error: StoreError) -> Bool {
        [.busy, .diskFull, .ioFailure, .readOnly, .notADatabase, .cannotOpen].contains(error.code)
    }
}
