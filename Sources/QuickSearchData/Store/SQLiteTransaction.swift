/// The handle a `SQLiteDatabase.transaction` body uses to run statements inside the transaction.
///
/// Valid only while the body runs; using it afterwards throws `StoreError.Code.misuse`.
/// It is deliberately not `Sendable`: keep it on the thread that runs the body.
public final class SQLiteTransaction {
    private let connection: SQLiteConnection
    private var isActive = true

    init(connection: SQLiteConnection) {
        self.connection = connection
    }

    /// Runs one statement and returns the number of rows changed by it (for `INSERT`, `UPDATE`,
    /// `DELETE`).
    @discardableResult
    public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> Int {
        try checkActive()
        return try connection.execute(sql, parameters)
    }

    /// Runs one statement and returns its rows.
    public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try checkActive()
        return try connection.query(sql, parameters)
    }

    /// Runs several `;`-separated statements without parameters.
    func executeScript(_ sql: String) throws {
        try checkActive()
        try connection.executeScript(sql)
    }

    /// Marks the handle as no longer usable.
    func end() {
        isActive = false
    }

    private func checkActive() throws {
        guard isActive else {
            throw StoreError.misuse("a transaction handle was used after its transaction ended", path: connection.path)
        }
    }
}

@available(*, unavailable, message: "A transaction handle must stay on the thread that runs the transaction body")
extension SQLiteTransaction: Sendable {}
