import Foundation

/// The user's own data in `data.sqlite`: search history and favourites (and, later, saved places).
///
/// Safe to share between tasks; several stores (in one or several processes) may open the same file,
/// and every write is its own transaction, so concurrent invocations do not lose writes.
public final class QuickSearchStore: Sendable {
    /// How many searches the history keeps unless told otherwise.
    public static let defaultHistoryLimit = 1000

    /// The most recent searches kept; older ones are removed as new ones are recorded.
    public let historyLimit: Int
    let database: SQLiteDatabase

    /// Opens (creating and upgrading if needed) the store at `path`.
    ///
    /// - Throws: `StoreError`: `.notADatabase` for a damaged or foreign file (never overwritten),
    ///   `.schemaTooNew` for a file from a newer QuickSearch, `.cannotOpen`, `.busy`, ….
    public init(path: String, historyLimit: Int = defaultHistoryLimit, busyTimeout: Duration = .seconds(5)) throws {
        self.historyLimit = max(0, historyLimit)
        database = try SQLiteDatabase(path: path, busyTimeout: busyTimeout)
        try database.migrate(Self.migrations)
    }

    /// Opens the store at `paths.dataDatabaseURL`, creating the data directory (mode 0700) if needed.
    public convenience init(paths: AppPaths, historyLimit: Int = defaultHistoryLimit) throws {
        try paths.createDataDirectory()
        try self.init(path: paths.dataDatabaseURL.path, historyLimit: historyLimit)
    }

    /// The database file.
    public var path: String { database.path }
}
