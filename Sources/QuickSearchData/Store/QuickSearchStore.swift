import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The user's own data in `data.sqlite`: search history, favourites and saved places.
///
/// Safe to share between tasks; several stores (in one or several processes) may open the same file,
/// and every write is its own transaction, so concurrent invocations do not lose writes.
public final class QuickSearchStore: Sendable {
    /// How many searches the history keeps unless told otherwise.
    public static let defaultHistoryLimit = 1000

    /// The most recent searches kept; older ones are removed as new ones are recorded.
    public let historyLimit: Int
    /// The database file.
    public let path: String
    /// The open file, or nil for a store opened for reading that does not exist yet (it reads as empty).
    let database: SQLiteDatabase?

    /// Opens (creating and upgrading if needed) the store at `path`; a new file is owner-only.
    ///
    /// - Throws: `StoreError`: `.notADatabase` for a damaged or foreign file (never overwritten),
    ///   `.schemaTooNew` for a file from a newer QuickSearch, `.cannotOpen`, `.busy`, ….
    public convenience init(
        path: String,
        historyLimit: Int = defaultHistoryLimit,
        busyTimeout: Duration = .seconds(5)
    ) throws {
        try self.init(
            database: SQLiteDatabase(path: path, busyTimeout: busyTimeout, durability: .keepingLog),
            historyLimit: historyLimit
        )
    }

    /// Uses `database` (read-write), upgrading its schema if needed.
    init(database: SQLiteDatabase, historyLimit: Int = defaultHistoryLimit) throws {
        try database.migrate(Self.migrations)
        self.database = database
        self.path = database.path
        self.historyLimit = max(0, historyLimit)
    }

    private init(readingAt path: String, database: SQLiteDatabase?, historyLimit: Int) {
        self.database = database
        self.path = path
        self.historyLimit = max(0, historyLimit)
    }

    /// Opens the store at `paths.dataDatabaseURL`, creating the data directory (mode 0700) if needed.
    public convenience init(paths: AppPaths, historyLimit: Int = defaultHistoryLimit) throws {
        try paths.createDataDirectory()
        try self.init(path: try paths.dataDatabaseURL.path, historyLimit: historyLimit)
    }

    /// Opens the store at `path` for commands that mainly read: writable when the file and its
    /// folder can be written, else read-only (writes then throw `.readOnly`). Nothing is created:
    /// a missing file (or folder) reads as an empty store; a file in the way of a folder is an error.
    ///
    /// - Throws: `StoreError` (`.notADatabase`, `.schemaTooNew`, …) when the file cannot be read.
    public static func reading(path: String, historyLimit: Int = defaultHistoryLimit) throws -> QuickSearchStore {
        var status = stat()
        if stat(path, &status) != 0 && errno == ENOENT {
            return QuickSearchStore(readingAt: path, database: nil, historyLimit: historyLimit)
        }
        let database = try SQLiteDatabase.openWritableOrReadOnly(
            path: path,
            busyTimeout: .seconds(5),
            durability: .keepingLog
        )
        if database.access == .readWrite {
            return try QuickSearchStore(database: database, historyLimit: historyLimit)
        }
        let readable = try database.hasCurrentSchema(migrations)
        return QuickSearchStore(readingAt: path, database: readable ? database : nil, historyLimit: historyLimit)
    }

    /// Opens the store at `paths.dataDatabaseURL` for reading (see `reading(path:)`); never
    /// creates a directory.
    ///
    /// - Throws: `AppPathsError` when the data directory lies below a `HOME` that does not exist.
    public static func reading(paths: AppPaths, historyLimit: Int = defaultHistoryLimit) throws -> QuickSearchStore {
        try paths.checkHome(for: .data)
        return try reading(path: try paths.dataDatabaseURL.path, historyLimit: historyLimit)
    }

    /// True when this store can be written to.
    public var isWritable: Bool {
        database?.access == .readWrite
    }
}

extension QuickSearchStore: SQLiteBackedFile {
    static let readOnlyAdvice = "check their permissions and run again"
}
