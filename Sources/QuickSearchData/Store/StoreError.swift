import CSQLite
import QuickSearchDomain

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

    /// The kind of a `StoreError`.
    public typealias Code = NamedCode<StoreError>

    /// Creates an error; prefer the static factories such as `StoreError.notADatabase(path:)`.
    public init(code: Code, message: String, path: String? = nil, sqliteResultCode: Int32? = nil) {
        self.code = code
        self.message = message
        self.path = path
        self.sqliteResultCode = sqliteResultCode
    }

    public var description: String { message }
}

extension NamedCode where Owner == StoreError {
    /// The file could not be opened or created.
    public static var cannotOpen: Self { Self("cannot-open") }
    /// The file is not an SQLite database, or it is damaged.
    public static var notADatabase: Self { Self("not-a-database") }
    /// The file was written by a newer version of QuickSearch.
    public static var schemaTooNew: Self { Self("schema-too-new") }
    /// Another connection held the lock for longer than the busy timeout.
    public static var busy: Self { Self("busy") }
    /// The file or its directory is not writable.
    public static var readOnly: Self { Self("read-only") }
    /// The disk (or a quota) is full.
    public static var diskFull: Self { Self("disk-full") }
    /// The operating system reported an I/O error.
    public static var ioFailure: Self { Self("io-failure") }
    /// A uniqueness or other constraint was violated.
    public static var constraintViolation: Self { Self("constraint-violation") }
    /// A column held a value of a different type than the one asked for.
    public static var typeMismatch: Self { Self("type-mismatch") }
    /// The storage API was used incorrectly (wrong parameter count, several statements, …).
    public static var misuse: Self { Self("misuse") }
    /// A schema migration step failed; the database was left at the previous version.
    public static var migrationFailed: Self { Self("migration-failed") }
    /// Any other SQLite failure.
    public static var sqliteFailure: Self { Self("sqlite-failure") }
}

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

extension StoreError {
    /// Maps an SQLite result code (and the connection's message, if any) to a `StoreError`.
    static func sqlite(_ resultCode: Int32, detail: String?, path: String) -> StoreError {
        let primary = resultCode & 0xFF
        let reason = detail.map { " (\($0))" } ?? ""
        switch primary {
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .notADatabase(path: path, sqliteResultCode: resultCode)
        case SQLITE_BUSY, SQLITE_LOCKED:
            return StoreError(
                code: .busy,
                message: "\(path) is locked by another QuickSearch process; try again in a moment",
                path: path,
                sqliteResultCode: resultCode
            )
        case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
            return StoreError(
                code: .cannotOpen,
                message: "cannot open \(path)\(reason); check that its folder exists and is writable",
                path: path,
                sqliteResultCode: resultCode
            )
        case SQLITE_READONLY:
            return StoreError(
                code: .readOnly,
                message: "\(path) is read-only\(reason); check the permissions of the file and its folder",
                path: path,
                sqliteResultCode: resultCode
            )
        case SQLITE_FULL:
            return StoreError(
                code: .diskFull,
                message: "the disk holding \(path) is full; free some space and run again",
                path: path,
                sqliteResultCode: resultCode
            )
        case SQLITE_IOERR:
            return StoreError(
                code: .ioFailure,
                message: "reading or writing \(path) failed\(reason); check the disk and run again",
                path: path,
                sqliteResultCode: resultCode
            )
        case SQLITE_CONSTRAINT:
            return StoreError(
                code: .constraintViolation,
                message: "a write to \(path) broke a constraint\(reason), which is a bug; please report it",
                path: path,
                sqliteResultCode: resultCode
            )
        default:
            return StoreError(
                code: .sqliteFailure,
                message: "SQLite error \(resultCode) on \(path)\(reason), likely a bug; please report it",
                path: path,
                sqliteResultCode: resultCode
            )
        }
    }
}
