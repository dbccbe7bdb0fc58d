/// A database file that may have been opened for reading only (the store and the cache).
protocol SQLiteBackedFile {
    /// The open file, or nil when nothing could be opened to write.
    var database: SQLiteDatabase? { get }
    /// The database file.
    var path: String { get }
    /// What the user should do when the file cannot be written, ending a `.readOnly` message.
    static var readOnlyAdvice: String { get }
}

extension SQLiteBackedFile {
    /// The database for a write, or `.readOnly` when the file was opened for reading only.
    func writableDatabase() throws -> SQLiteDatabase {
        guard let database, database.access == .readWrite else {
            throw StoreError(
                code: .readOnly,
                message: "\(path) cannot be written (the file or its folder is read-only); \(Self.readOnlyAdvice)",
                path: path
            )
        }
        return database
    }
}
