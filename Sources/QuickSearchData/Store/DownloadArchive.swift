import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The download archive: every file downloads saved, by the address it came from, in
/// `archive.sqlite` in the data folder (or a file of the user's choice), owner-only, each write
/// its own synced transaction (as favourites). An address in it is not fetched again, wherever
/// its file went since; its SHA-256 finds a file already holding the same bytes.
///
/// The file is the user's own, but it is read as untrusted: a row whose digest is not 64
/// lowercase hex digits, whose size is negative or whose path is not absolute reads as absent
/// (its address is fetched again).
public final class DownloadArchive: Sendable {
    /// The longest address archived, in UTF-8 bytes; longer ones are neither looked up nor kept.
    public static let maximumAddressBytes = 4096
    /// How many archived files with one digest are considered when looking for the same bytes.
    static let maximumSameDigest = 8

    /// The database file.
    public let path: String
    /// The open file, or nil for an archive opened for reading that does not exist yet.
    let database: SQLiteDatabase?

    /// Opens (creating owner-only and upgrading if needed) the archive at `path`.
    ///
    /// - Throws: `StoreError` (`.notADatabase` for a damaged or foreign file, never overwritten;
    ///   `.schemaTooNew`, `.cannotOpen`, `.busy`, …).
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws {
        let database = try SQLiteDatabase(path: path, busyTimeout: busyTimeout)
        try database.migrate(Self.migrations)
        self.database = database
        self.path = path
    }

    private init(readingAt path: String, database: SQLiteDatabase?) {
        self.path = path
        self.database = database
    }

    /// Opens the archive at `path` for reading: nothing is created (a missing file reads as an
    /// empty archive); a file that cannot be written is read as it is.
    ///
    /// - Throws: `StoreError` when the file cannot be read.
    public static func reading(path: String) throws -> DownloadArchive {
        var status = stat()
        if stat(path, &status) != 0 && errno == ENOENT {
            return DownloadArchive(readingAt: path, database: nil)
        }
        let database = try SQLiteDatabase.openWritableOrReadOnly(path: path, busyTimeout: .seconds(5))
        if database.access == .readWrite {
            try database.migrate(migrations)
            return DownloadArchive(readingAt: path, database: database)
        }
        return DownloadArchive(readingAt: path, database: try database.hasCurrentSchema(migrations) ? database : nil)
    }

    /// False for an archive opened for reading that does not exist yet (it reads as empty).
    public var exists: Bool {
        database != nil
    }

    /// The archived file for `url`, if any.
    public func entry(for url: String) throws -> ArchivedDownload? {
        guard let database, Self.isArchivable(url) else { return nil }
        return try database.query("SELECT \(Self.columns) FROM downloads WHERE url = ?", [.text(url)])
            .lazy.compactMap(Self.entry).first
    }

    /// The archived files of `urls` that have one, by address: one query a chunk of
    /// `lookupChunk` addresses, so a batch's look-ups take the file's lock a few times, not once
    /// each (each look-up an index search: O(n log m) for n addresses and m archived).
    public func entries(for urls: [String]) throws -> [String: ArchivedDownload] {
        guard let database else { return [:] }
        let archivable = Array(Set(urls.filter(Self.isArchivable)))
        var found: [String: ArchivedDownload] = [:]
        for start in stride(from: 0, to: archivable.count, by: Self.lookupChunk) {
            let chunk = archivable[start..<min(start + Self.lookupChunk, archivable.count)]
            let marks = repeatElement("?", count: chunk.count).joined(separator: ", ")
            let rows = try database.query(
                "SELECT \(Self.columns) FROM downloads WHERE url IN (\(marks))",
                chunk.map { .text($0) }
            )
            for entry in rows.lazy.compactMap(Self.entry) {
                found[entry.url] = entry
            }
        }
        return found
    }

    /// The most addresses one query of `entries(for:)` names (SQLite allows 32,766 parameters).
    static let lookupChunk = 500

    /// The most recently archived files whose bytes have the SHA-256 `digest`, newest first (at
    /// most `maximumSameDigest`).
    public func entries(withSHA256 digest: String) throws -> [ArchivedDownload] {
        guard let database else { return [] }
        return try database.query(
            "SELECT \(Self.columns) FROM downloads WHERE sha256 = ? ORDER BY saved_at DESC LIMIT ?",
            [.text(digest), .int(Self.maximumSameDigest)]
        ).compactMap(Self.entry)
    }

    /// Every archived file, newest first.
    public func entries() throws -> [ArchivedDownload] {
        guard let database else { return [] }
        return try database.query("SELECT \(Self.columns) FROM downloads ORDER BY saved_at DESC, url")
            .compactMap(Self.entry)
    }

    /// Archives `entry`, replacing what was archived for its address. An address longer than
    /// `maximumAddressBytes` or holding a control character is not archived.
    public func record(_ entry: ArchivedDownload) throws {
        guard Self.isArchivable(entry.url) else { return }
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute(
                """
                INSERT INTO downloads (url, sha256, bytes, path, query, source, saved_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET sha256 = excluded.sha256, bytes = excluded.bytes,
                    path = excluded.path, query = excluded.query, source = excluded.source,
                    saved_at = excluded.saved_at
                """,
                [
                    .text(entry.url), .text(entry.sha256), .int(entry.bytes), .text(entry.path), .text(entry.query),
                    .text(entry.source), .date(entry.savedAt),
                ]
            )
        }
    }

    /// Forgets `url`, so that the next download of it fetches it again.
    ///
    /// - Returns: false when it was not archived.
    @discardableResult
    public func forget(url: String) throws -> Bool {
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute("DELETE FROM downloads WHERE url = ?", [.text(url)]) > 0
        }
    }

    /// Forgets every archived file; returns how many there were.
    @discardableResult
    public func clear() throws -> Int {
        try writableDatabase().transaction(synced: true) { transaction in
            try transaction.execute("DELETE FROM downloads")
        }
    }

    private static let columns = "url, sha256, bytes, path, query, source, saved_at"

    /// The entry of a row, or nil when the row does not hold what the archive writes.
    private static func entry(_ row: SQLiteRow) -> ArchivedDownload? {
        guard let url = try? row.string(at: 0), let digest = try? row.string(at: 1), FileDigest.isDigest(digest),
            let bytes = try? row.int(at: 2), bytes >= 0, let path = try? row.string(at: 3), path.hasPrefix("/"),
            let query = try? row.string(at: 4), let source = try? row.string(at: 5),
            let savedAt = try? row.date(at: 6)
        else { return nil }
        return ArchivedDownload(
            url: url,
            sha256: digest,
            bytes: bytes,
            path: path,
            query: query,
            source: source,
            savedAt: savedAt
        )
    }

    private static func isArchivable(_ url: String) -> Bool {
        !url.isEmpty && url.utf8.count <= maximumAddressBytes
            && !url.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}

extension DownloadArchive: SQLiteBackedFile {
    static let readOnlyAdvice = "check its permissions and run again"
}

extension DownloadArchive {
    /// The schema of `archive.sqlite`, one step per version (version = position, from 1); never
    /// edit, remove or reorder a step that has shipped. Times are milliseconds since 1970.
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            "create the download archive",
            sql: """
                CREATE TABLE downloads (
                    url TEXT PRIMARY KEY,
                    sha256 TEXT NOT NULL,
                    bytes INTEGER NOT NULL,
                    path TEXT NOT NULL,
                    query TEXT NOT NULL,
                    source TEXT NOT NULL,
                    saved_at INTEGER NOT NULL
                ) WITHOUT ROWID;
                CREATE INDEX downloads_by_sha256 ON downloads (sha256, saved_at);
                """
        )
    ]
}
