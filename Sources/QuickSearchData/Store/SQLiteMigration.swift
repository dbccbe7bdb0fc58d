/// One step of a schema: SQL that moves a database from version `n - 1` to `n`, where `n` is the
/// step's 1-based position in the list given to `SQLiteDatabase.migrate(_:)`.
///
/// Never edit, remove or reorder a step that has shipped; append a new one instead.
public struct SQLiteMigration: Sendable, Hashable {
    /// A short description for error messages, e.g. `"create favorites"`.
    public let name: String
    /// One or more `;`-separated statements, run inside one transaction.
    public let sql: String

    /// Creates a migration step.
    public init(_ name: String, sql: String) {
        self.name = name
        self.sql = sql
    }
}
