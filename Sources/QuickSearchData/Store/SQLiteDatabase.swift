import Foundation
import Synchronization

/// A connection to one SQLite file, safe to share between tasks and threads.
///
/// The file is opened (created if missing) in WAL mode with foreign keys on, the syncing of its
/// `SQLiteDurability`, and a busy timeout, so other connections and processes can read while one
/// writes. Calls are
/// serialised on this connection; they block the calling thread for as long as SQLite works
/// (usually microseconds; up to the busy timeout when another process holds the write lock).
/// Several `SQLiteDatabase` values may open the same file.
public final class SQLiteDatabase: @unchecked Sendable {
    /// The file this database was opened from.
    public let path: String
    /// Whether this connection may write.
    public let access: SQLiteAccess
    /// Guards `connection`: every use of it happens inside `lock.withLock`. (A `Mutex` holding the
    /// connection cannot express that a transaction body borrows it only for the call.)
    private let lock = Mutex(())
    private let connection: SQLiteConnection

    /// Opens the database file at `path`: with `.readWrite` (the default) creating it, owner-only,
    /// when missing and removing group and other permissions from an existing one.
    ///
    /// - Parameter busyTimeout: how long to wait for another connection's lock before failing
    ///   with `StoreError.Code.busy`.
    /// - Throws: `StoreError` (`.cannotOpen`, `.notADatabase`, `.busy`, …).
    /// - Parameter durability: when commits reach the disk and what closing does with the log (SQLite's own way by default).
    public convenience init(
        path: String,
        access: SQLiteAccess = .readWrite,
        busyTimeout: Duration = .seconds(5),
        durability: SQLiteDurability = .standard
    ) throws {
        try self.init(path: path, access: access, busyTimeout: busyTimeout, durability: durability, onBusy: nil)
    }

    /// Opens the database file at `path`, calling `onBusy` whenever a statement starts waiting
    /// for another connection's lock (tests use it to know that a wait has begun).
    init(
        path: String,
        access: SQLiteAccess,
        busyTimeout: Duration,
        durability: SQLiteDurability = .standard,
        onBusy: (@Sendable () -> Void)?
    ) throws {
        self.path = path
        self.access = access
        connection = try SQLiteConnection(
            path: path,
            access: access,
            busyTimeout: busyTimeout,
            durability: durability,
            onBusy: onBusy
        )
    }

    /// Opens (creating if missing) the database file at the file URL `url`.
    public convenience init(url: URL, busyTimeout: Duration = .seconds(5)) throws {
        try self.init(path: url.path, busyTimeout: busyTimeout)
    }

    /// Runs one statement outside any explicit transaction and returns the number of rows
    /// changed by it. Retries while another connection holds a lock, up to the busy timeout.
    @discardableResult
    public func execute(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> Int {
        try lock.withLock { _ in
            try connection.retryingWhileBusy { try connection.execute(sql, parameters) }
        }
    }

    /// Runs one statement and returns its rows. Retries while another connection holds a lock,
    /// up to the busy timeout.
    public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws -> [SQLiteRow] {
        try lock.withLock { _ in
            try connection.retryingWhileBusy { try connection.query(sql, parameters) }
        }
    }

    /// Runs `body` in a write transaction (`BEGIN IMMEDIATE`, so concurrent writers queue up instead
    /// of failing mid-way), commits when it returns, and rolls back when it throws. With `synced`,
    /// the commit is on the disk when this returns (`synchronous=FULL`); otherwise a power cut may
    /// lose the last commits (`synchronous=NORMAL`: never the file's consistency; a cache's
    /// `.unsynced` file may be damaged).
    ///
    /// Use only the handle passed to `body` inside it; calling this database's own methods from
    /// `body` would wait for itself forever.
    @discardableResult
    public func transaction<Result: Sendable>(
        synced: Bool = false,
        _ body: (SQLiteTransaction) throws -> Result
    ) throws -> Result {
        try lock.withLock { _ in
            try connection.transaction(synced: synced, body)
        }
    }

    /// True when SQLite could open the file for reading only although writing was asked for
    /// (for example a file without write permission).
    var openedReadOnly: Bool {
        lock.withLock { _ in connection.isReadOnly }
    }

    /// The schema version stored in `PRAGMA user_version` (0 for a new file).
    public func userVersion() throws -> Int {
        let rows = try query("PRAGMA user_version")
        return try rows.first?.int(at: 0) ?? 0
    }
}

/// How `SQLiteDatabase` opens a file.
public enum SQLiteAccess: Sendable, Hashable {
    /// Read and write, creating the file (owner-only, mode 0600) when it is missing.
    case readWrite
    /// Read only: the file and its log are not written. SQLite still rebuilds and locks the log's
    /// `-shm` index when one is there (a store keeps its log between runs); a WAL file whose
    /// `-shm` companion is missing, in a folder that cannot be written, is read as immutable,
    /// without what is still in its log.
    case readOnly
}
