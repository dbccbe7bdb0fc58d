extension StoreError {
    /// The file at `path` is not an SQLite database or is damaged.
    public static func notADatabase(path: String, sqliteResultCode: Int32? = nil) -> StoreError {
        StoreError(
            code: .notADatabase,
            message: "\(path) is not a readable SQLite database (damaged or another kind of file); "
                + "move it aside and run again",
            path: path,
            sqliteResultCode: sqliteResultCode
        )
    }

    /// The database at `path` has schema `found`, newer than the `supported` one of this build.
    public static func schemaTooNew(path: String, found: Int, supported: Int) -> StoreError {
        StoreError(
            code: .schemaTooNew,
            message: "\(path) was written by a newer QuickSearch (schema \(found), this build knows "
                + "\(supported)) and was left untouched; upgrade QuickSearch",
            path: path
        )
    }

    /// The API was used incorrectly; `detail` says how.
    static func misuse(_ detail: String, path: String?) -> StoreError {
        StoreError(code: .misuse, message: "storage misuse (\(detail)), which is a bug; please report it", path: path)
    }

    /// A column held a value of another type than the one requested.
    static func typeMismatch(column: Int, expected: String, found: String) -> StoreError {
        StoreError(
            code: .typeMismatch,
            message: "column \(column) holds \(found), expected \(expected), so the database may have been "
                + "edited by hand; move it aside if this persists"
        )
    }
}
