import Foundation

/// Cached HTTP responses in `cache.sqlite`, keyed by a string the caller builds.
///
/// Keys and bodies are stored in plain text on disk: callers must build keys without secrets
/// (no API keys, tokens or `Authorization` values; e.g. method + URL without credential query
/// items) and must not cache responses that contain them.
///
/// Opening is cheap (no migration or maintenance when the schema is current), so a cache can be
/// opened on every command. The file is safe to delete at any time.
public final class ResponseCache: Sendable {
    let database: SQLiteDatabase

    /// Opens (creating if needed) the cache at `path`.
    ///
    /// - Parameter recreateIfCorrupt: when the file is damaged or not a database, delete it (and its
    ///   `-wal`/`-shm` companions) and start an empty cache instead of throwing.
    /// - Throws: `StoreError`: `.notADatabase` (when not recreating), `.schemaTooNew`, `.cannotOpen`, ….
    public init(path: String, recreateIfCorrupt: Bool = false, busyTimeout: Duration = .seconds(5)) throws {
        do {
            database = try Self.open(path: path, busyTimeout: busyTimeout)
        } catch let error as StoreError where error.code == .notADatabase && recreateIfCorrupt {
            try Self.removeFiles(atPath: path)
            database = try Self.open(path: path, busyTimeout: busyTimeout)
        }
    }

    /// Opens the cache at `paths.cacheDatabaseURL`, creating the cache directory (mode 0700) if needed
    /// and, unless told otherwise, replacing a damaged cache file with an empty one.
    public convenience init(paths: AppPaths, recreateIfCorrupt: Bool = true) throws {
        try paths.createCacheDirectory()
        try self.init(path: paths.cacheDatabaseURL.path, recreateIfCorrupt: recreateIfCorrupt)
    }

    /// The database file.
    public var path: String { database.path }

    /// Deletes the cache file at `path` and its `-wal`, `-shm` and `-journal` companions; missing
    /// files are ignored. Close every `ResponseCache` on the file first.
    public static func removeFiles(atPath path: String) throws {
        let files = FileManager.default
        for candidate in [path, path + "-wal", path + "-shm", path + "-journal"] {
            guard files.fileExists(atPath: candidate) else { continue }
            do {
                try files.removeItem(atPath: candidate)
            } catch {
                throw StoreError(
                    code: .ioFailure,
                    message: "Cannot delete \(candidate) (\(error.localizedDescription)): delete it by hand.",
                    path: candidate
                )
            }
        }
    }

    private static func open(path: String, busyTimeout: Duration) throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: path, busyTimeout: busyTimeout)
        try database.migrate(migrations)
        return database
    }
}
