import Foundation

extension ResponseCache {
    /// How long an answer is kept after it was stored: a month, so the event page's offline
    /// copy outlives a long holiday, while the cache cannot grow without bound.
    public static let retention: TimeInterval = 30 * 86_400

    /// The one upkeep every command runs after using the network: entries stored more than
    /// `retention` ago are deleted. Best effort: a cache that cannot be written is left as is.
    /// Most runs find nothing to delete, which one look at the oldest entry (an index) tells
    /// without taking the write lock.
    public func performUpkeep(now: Date) {
        let cutoff = now.addingTimeInterval(-Self.retention)
        guard let oldest = try? database?.query("SELECT min(stored_at) FROM responses").first,
            let stored = try? oldest.optionalInt64(at: 0),
            SQLiteValue.date(fromUnixMilliseconds: stored) < cutoff
        else { return }
        _ = try? prune(olderThan: cutoff)
    }

    /// Removes every entry and compacts the file (compaction is best effort and skipped when it
    /// fails, e.g. while another process keeps writing); returns how many entries were removed.
    @discardableResult
    public func clear() throws -> Int {
        let removed = try writableDatabase().transaction { transaction in
            try transaction.execute("DELETE FROM responses")
        }
        _ = try? database?.execute("VACUUM")
        return removed
    }

    /// Removes entries stored before `cutoff` (by `storedAt`, fresh or not); returns how many.
    @discardableResult
    public func prune(olderThan cutoff: Date) throws -> Int {
        try writableDatabase().transaction { transaction in
            try transaction.execute("DELETE FROM responses WHERE stored_at < ?", [.date(cutoff)])
        }
    }

    /// The number of entries, the bytes of their bodies and compact forms, and the bytes of the
    /// files on disk.
    public var sizeInfo: CacheSizeInfo {
        get throws {
            let row = try database?.query("SELECT count(*), coalesce(sum(bytes), 0) FROM responses").first
            let files = FileManager.default
            let fileBytes = [path, path + "-wal"].reduce(Int64(0)) { total, file in
                let size = (try? files.attributesOfItem(atPath: file)[.size] as? NSNumber)?.int64Value ?? 0
                return total + size
            }
            return CacheSizeInfo(
                entryCount: try row?.int(at: 0) ?? 0,
                storedBytes: try row?.int64(at: 1) ?? 0,
                fileBytes: fileBytes
            )
        }
    }
}

/// How much the response cache holds.
public struct CacheSizeInfo: Sendable, Hashable {
    /// The number of cached responses.
    public var entryCount: Int
    /// The total size of the cached bodies and their compact forms, in bytes.
    public var storedBytes: Int64
    /// The size of the cache files on disk (database and write-ahead log), in bytes.
    public var fileBytes: Int64
}
