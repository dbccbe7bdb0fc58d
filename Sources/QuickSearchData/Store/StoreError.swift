/// A failure of the local SQLite storage (favourites, history, response cache).
///
/// Compare `code` to tell failures apart; `message` is one line for a person and says what
/// to do. New codes may be added over time, so do not switch over them exhaustively.
public struct StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What kind of failure this is.
    public let code: Code
    /// One line for a person: what went wrong and what to do about it.
    public let message: String
    /// The database file involved, when known.
    public let path: String?
    /// The SQLite result code (extended when available), when SQLite reported the failure.
    public let sqliteResultCode: Int32?

    /// Creates an error; prefer the static factories such as `StoreError.notADatabase(path:)`.
    public init(code: Code, message: String, path: String? = nil, sqliteResultCode: Int32? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.sqliteResultCode = sqliteResultCode
    }

    public var description: String { message }
}
