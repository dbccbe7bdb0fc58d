import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cached HTTP responses in `cache.sqlite`, keyed by a string the caller builds.
///
/// Keys and bodies are stored in plain text on disk (the file is owner-only): callers must build
/// keys without secrets (no API keys, tokens or `Authorization` values; e.g. method + URL without
/// credential query items) and must not cache responses that contain them.
///
/// The bodies are kept within `limits` (oldest evicted first). Opening is cheap (no migration or
/// maintenance when the schema is current), so a cache can be opened on every command. A cache
/// whose file or folder cannot be written is opened for reading only (`isWritable` is false).
/// The file is safe to delete at any time.
public final class ResponseCache: Sendable {
    /// The open file, or nil for a new file that could only be opened for reading (nothing in it).
    let database: SQLiteDatabase?
    /// The database file.
    public let path: String
    /// What this cache keeps.
    public let limits: Limits

    /// Opens (creating if needed) the cache at `path`, for reading only when the file or its
    /// folder cannot be written.
    ///
    /// - Parameter recreateIfCorrupt: when the file is damaged or not a database, delete it (and its
    ///   `-wal`/`-shm` companions) and start an empty cache instead of throwing.
    /// - Throws: `StoreError`: `.notADatabase` (when not recreating), `.schemaTooNew`, `.cannotOpen`, ….
    public init(
        path: String,
        recreateIfCorrupt: Bool = false,
        busyTimeout: Duration = .seconds(5),
        limits: Limits = .standard
    ) throws {
        self.limits = limits
        self.path = path
        do {
            database = try Self.open(path: path, busyTimeout: busyTimeout, limits: limits)
        } catch let error as StoreError where error.code == .notADatabase && recreateIfCorrupt {
            try Self.removeFiles(atPath: path)
            database = try Self.open(path: path, busyTimeout: busyTimeout, limits: limits)
        }
    }

    /// Opens the cache at `paths.cacheDatabaseURL`, creating the cache directory (mode 0700) if needed
    /// and, unless told otherwise, replacing a damaged cache file with an empty one.
    public convenience init(paths: AppPaths, recreateIfCorrupt: Bool = true) throws {
        try paths.createCacheDirectory()
        try self.init(path: try paths.cacheDatabaseURL.path, recreateIfCorrupt: recreateIfCorrupt)
    }

    /// False when the cache could only be opened for reading: `store` and the other writes then
    /// throw `StoreError.Code.readOnly`.
    public var isWritable: Bool { database?.access == .readWrite }

    /// Deletes the cache file at `path` and its `-wal`, `-shm` and `-journal` companions; missing
    /// files are ignored. Close every `ResponseCache` on the file first.
    public static func removeFiles(atPath path: String) throws {
        for candidate in [path] + OwnerOnlyFile.sqliteCompanionSuffixes.map({ path + $0 }) {
            guard unlink(candidate) != 0 else { continue }
            let code = errno
            guard code != ENOENT else { continue }
            throw StoreError(
                code: .ioFailure,
                message: "Cannot delete \(candidate) (\(String(cString: strerror(code)))): delete it by hand.",
                path: candidate
            )
        }
    }

    private static func open(path: String, busyTimeout: Duration, limits: Limits) throws -> SQLiteDatabase? {
        // A cache: nothing waits for the disk (see `SQLiteDurability.unsynced`).
        let database = try SQLiteDatabase.openWritableOrReadOnly(
            path: path,
            busyTimeout: busyTimeout,
            durability: .unsynced
        )
        // Each page of a body is read or written once in a run: a small page cache is enough,
        // and SQLite's default (2 MB) held a large search's bodies in memory until the run ended.
        _ = try? database.query("PRAGMA cache_size = -256")
        if database.access == .readOnly {
            // A new, empty file that cannot be written holds nothing to read.
            return try database.hasCurrentSchema(migrations) ? database : nil
        }
        // A step that rebuilt the table (schema 3) leaves the old pages free in the file: give
        // them back (best effort: skipped while another process uses the file).
        if try database.migrate(migrations) > 0 {
            _ = try? database.execute("VACUUM")
        }
        // After a large body, give the write-ahead log back to the disk once it is checkpointed.
        _ = try? database.query("PRAGMA journal_size_limit = \(limits.maximumEntryBytes)")
        return database
    }
}

extension ResponseCache: SQLiteBackedFile {
    static let readOnlyAdvice = "check their permissions, or delete the file"
}
