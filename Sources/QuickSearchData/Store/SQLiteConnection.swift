import CSQLite
import CSQLiteShim
import Foundation
import QuickSearchDomain

/// An open sqlite3 connection. Not thread-safe on its own: `SQLiteDatabase` confines each
/// connection behind a mutex so only one thread uses it at a time.
final class SQLiteConnection {
    /// Prepared statements kept for reuse, keyed by SQL text; emptied when it reaches this size.
    private static let statementCacheLimit = 64

    let path: String
    let busyTimeout: Duration
    let access: SQLiteAccess
    /// When commits reach the disk, and what closing does with the write-ahead log.
    let durability: SQLiteDurability
    let handle: OpaquePointer
    private var statements: [String: SQLiteStatement] = [:]
    /// Called each time a statement starts waiting for another connection's lock.
    private let onBusy: (@Sendable () -> Void)?
    /// When the current wait for another connection's lock began.
    private var busySince: ContinuousClock.Instant?

    /// Opens the database at `path`. For `.readWrite` the file is created if needed (owner-only),
    /// put in WAL mode with foreign keys on and `durability`'s syncing; for `.readOnly` nothing
    /// on disk changes. `onBusy` runs whenever a statement starts waiting for a lock.
    init(
        path: String,
        access: SQLiteAccess,
        busyTimeout: Duration,
        durability: SQLiteDurability = .standard,
        onBusy: (@Sendable () -> Void)? = nil
    ) throws {
        guard !path.isEmpty, !path.utf8.contains(0) else {
            throw StoreError.misuse("database path \"\(path)\" is empty or contains NUL", path: path)
        }
        self.path = path
        self.busyTimeout = busyTimeout
        self.access = access
        self.durability = durability
        self.onBusy = onBusy
        switch access {
        case .readWrite:
            try Self.checkFolderIsWritable(path)
            OwnerOnlyFile.prepareDatabase(atPath: path)
            handle = try Self.open(path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, path: path)
        case .readOnly:
            handle = try Self.openReadOnly(path)
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_handler(
            handle,
            { context, attempt in
                guard let context else { return 0 }
                return Unmanaged<SQLiteConnection>.fromOpaque(context).takeUnretainedValue().waitWhileBusy(
                    attempt: attempt
                ) ? 1 : 0
            },
            Unmanaged.passUnretained(self).toOpaque()
        )
        guard access == .readWrite else { return }
        // Switching a new file to WAL takes an exclusive lock that the busy handler does not
        // always wait for, so retry here; on a file already in WAL this is a cheap no-op.
        try retryingWhileBusy {
            try executeScript("PRAGMA journal_mode=WAL; PRAGMA synchronous=\(synchronous); PRAGMA foreign_keys=ON;")
        }
        if durability == .keepingLog {
            let result = qs_sqlite3_keep_log_on_close(handle)
            guard result == SQLITE_OK else { throw StoreError.sqlite(result, detail: nil, path: path) }
        }
    }

    /// The size past which closing checkpoints a kept log into the file and empties it. The first
    /// connection of a run reads the whole kept log to rebuild its index (checksumming every
    /// frame, about two instructions a byte, whatever is already in the file), so it is kept
    /// short: 256 KB, about ten searches' history rows (their 300 links each), read in about half
    /// a million instructions; the checkpoint's syncs then come once every ten searches or so.
    static let keptLogLimit = 256 * 1024

    /// The connection's `PRAGMA synchronous` level outside a synced transaction.
    var synchronous: String {
        durability == .unsynced ? "OFF" : "NORMAL"
    }

    /// Refuses to write a file in a folder this process cannot write: SQLite could still write
    /// it through a log left beside it (`.keepingLog`), which is not what a read-only folder
    /// means. A file that exists is then `.readOnly`, a new one `.cannotOpen`.
    private static func checkFolderIsWritable(_ path: String) throws {
        guard !canWriteFolder(of: path) else { return }
        let exists = FileManager.default.fileExists(atPath: path)
        throw StoreError.sqlite(
            exists ? readOnlyDirectory : SQLITE_CANTOPEN,
            detail: "its folder cannot be written",
            path: path
        )
    }

    /// `SQLITE_READONLY_DIRECTORY` (1544): the file's folder cannot be written.
    private static let readOnlyDirectory = SQLITE_READONLY | (6 << 8)

    /// Opens `filename` (a path or a `file:` URI) with `flags` (serialised mode added), or throws
    /// SQLite's reason naming `path`.
    private static func open(_ filename: String, flags: Int32, path: String) throws -> OpaquePointer {
        var opened: OpaquePointer?
        let result = sqlite3_open_v2(filename, &opened, flags | SQLITE_OPEN_FULLMUTEX, nil)
        guard result == SQLITE_OK, let opened else {
            let detail = opened.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(opened)
            throw StoreError.sqlite(result, detail: detail, path: path)
        }
        return opened
    }

    /// Opens `path` read-only and checks that it can be read. A WAL file in a folder this
    /// process cannot write cannot be read that way when its `-shm` companion is missing (SQLite
    /// would have to create it): SQLite then reports `SQLITE_CANTOPEN` (a read-only file system,
    /// or `EPERM` from an immutable folder) or `SQLITE_READONLY_DIRECTORY` (`EACCES`, a folder
    /// without write permission). Such a file is then opened as immutable, which nobody can be
    /// writing to (a write-ahead log left without its `-shm` companion is then not read).
    private static func openReadOnly(_ path: String) throws -> OpaquePointer {
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        let plain = try open(uri(path, parameter: "mode=ro"), flags: flags, path: path)
        if sqlite3_exec(plain, "SELECT count(*) FROM sqlite_schema", nil, nil, nil) == SQLITE_OK { return plain }
        let probe = sqlite3_extended_errcode(plain)
        sqlite3_close_v2(plain)
        guard probe & 0xFF == SQLITE_CANTOPEN || probe == readOnlyDirectory else {
            throw StoreError.sqlite(probe, detail: nil, path: path)
        }
        return try open(uri(path, parameter: "immutable=1"), flags: flags, path: path)
    }

    /// A `file:` URI for `path` with one query parameter; `?`, `#` and `%` are escaped.
    private static func uri(_ path: String, parameter: String) -> String {
        var escaped = ""
        for character in path.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3F"
            case "#": escaped += "%23"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "file:\(escaped)?\(parameter)"
    }

    deinit {
        statements.removeAll()
        if durability == .keepingLog, access == .readWrite, Self.fileSize(path + "-wal") > Self.keptLogLimit {
            // Without waiting: while another process uses the file, the log stays for a later run.
            sqlite3_busy_handler(handle, nil, nil)
            sqlite3_wal_checkpoint_v2(handle, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
        }
        sqlite3_close_v2(handle)
    }

    /// The size of the file at `path` in bytes; 0 when there is none.
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    /// True when no transaction is open on this connection.
    var isAutocommit: Bool {
        sqlite3_get_autocommit(handle) != 0
    }

    /// True when the main database can only be read on this connection.
    var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// Runs one statement to completion and returns the number of rows it changed.
    func execute(_ sql: String, _ parameters: [SQLiteValue]) throws -> Int {
        try run(sql, parameters) { _ in }
        return Int(sqlite3_changes64(handle))
    }

    /// Runs one statement and returns every row it produced.
    func query(_ sql: String, _ parameters: [SQLiteValue]) throws -> [SQLiteRow] {
        var rows: [SQLiteRow] = []
        try run(sql, parameters) { rows.append($0.currentRow()) }
        return rows
    }

    /// Runs several `;`-separated statements with no parameters (for migrations and pragmas).
    func executeScript(_ sql: String) throws {
        guard !sql.utf8.contains(0) else {
            throw StoreError.misuse("SQL text contains NUL", path: path)
        }
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        let detail = message.map { String(cString: $0) }
        sqlite3_free(message)
        guard result == SQLITE_OK else {
            throw StoreError.sqlite(result, detail: detail, path: path)
        }
    }

    /// Runs `operation`, retrying with short growing pauses while it fails with `busy`,
    /// for at most the busy timeout.
    func retryingWhileBusy<T>(_ operation: () throws -> T) throws -> T {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: busyTimeout)
        var pause = Duration.milliseconds(1)
        while true {
            do {
                return try operation()
            } catch let error as StoreError where error.code == .busy && clock.now < deadline {
                if pause == .milliseconds(1) { onBusy?() }
                Thread.sleep(forTimeInterval: pause.timeInterval)
                pause = min(pause * 2, .milliseconds(50))
            }
        }
    }

    /// SQLite's busy handler: true to try again after a short pause, false once the busy timeout
    /// has passed since the first `attempt` (0) of this wait.
    private func waitWhileBusy(attempt: Int32) -> Bool {
        let clock = ContinuousClock()
        if attempt == 0 || busySince == nil {
            busySince = clock.now
            onBusy?()
        }
        guard let busySince else { return false }
        let remaining = busyTimeout - (clock.now - busySince)
        guard remaining > .zero else { return false }
        let pause = min(Duration.milliseconds(1 << min(Int(max(attempt, 0)), 5)), remaining)
        Thread.sleep(forTimeInterval: pause.timeInterval)
        return true
    }

    /// Prepares (or reuses) `sql`, binds `parameters`, and steps it to the end, handing each row
    /// to `onRow`.
    private func run(_ sql: String, _ parameters: [SQLiteValue], onRow: (SQLiteStatement) throws -> Void) throws {
        let statement = try preparedStatement(for: sql)
        defer { statement.reset() }
        guard statement.parameterCount == parameters.count else {
            throw StoreError.misuse(
                "statement expects \(statement.parameterCount) parameters, got \(parameters.count)",
                path: path
            )
        }
        let bound = statement.bind(parameters)
        guard bound == SQLITE_OK else { throw failure(bound) }
        while true {
            let result = sqlite3_step(statement.handle)
            switch result {
            case SQLITE_ROW: try onRow(statement)
            case SQLITE_DONE: return
            default: throw failure(result)
            }
        }
    }

    private func preparedStatement(for sql: String) throws -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        let statement = try prepare(sql)
        if statements.count >= Self.statementCacheLimit { statements.removeAll() }
        statements[sql] = statement
        return statement
    }

    /// Prepares exactly one statement; text after it must be only whitespace or comments.
    private func prepare(_ sql: String) throws -> SQLiteStatement {
        guard !sql.utf8.contains(0) else {
            throw StoreError.misuse("SQL text contains NUL", path: path)
        }
        return try sql.withCString { text in
            var prepared: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let flags = UInt32(SQLITE_PREPARE_PERSISTENT)
            let result = sqlite3_prepare_v3(handle, text, -1, flags, &prepared, &tail)
            guard result == SQLITE_OK else { throw failure(result) }
            guard let prepared else {
                throw StoreError.misuse("SQL text holds no statement", path: path)
            }
            let statement = SQLiteStatement(handle: prepared)
            if let tail, tail.pointee != 0 {
                var extra: OpaquePointer?
                let tailResult = sqlite3_prepare_v2(handle, tail, -1, &extra, nil)
                sqlite3_finalize(extra)
                guard tailResult == SQLITE_OK, extra == nil else {
                    throw StoreError.misuse("execute and query take one statement at a time", path: path)
                }
            }
            return statement
        }
    }

    private func failure(_ result: Int32) -> StoreError {
        StoreError.sqlite(result, detail: String(cString: sqlite3_errmsg(handle)), path: path)
    }
}
