import CommandKit
import QuickSearchData

/// The work of `qsearch cache …`, on the cache file itself: opened (and created) where the
/// run's environment puts it, without the warnings and waiting of the cache a search reads.
struct CacheService {
    let runtime: Runtime

    /// The cache's path, entries and bytes on disk, as one record (`path`, `entries`, `bytes`
    /// lines for people).
    func info() throws -> Report {
        let cache = try ResponseCache(paths: runtime.services.paths)
        let size = try cache.sizeInfo
        let record = CacheInfoRecord(path: cache.path, entries: size.entryCount, bytes: size.fileBytes)
        return Report(
            output: ReportOutput(
                document: record,
                records: [record],
                human: TextView(["path\t\(record.path)", "entries\t\(record.entries)", "bytes\t\(record.bytes)"])
            )
        )
    }

    /// Deletes every cached response and says how many there were.
    func clear() throws -> Report {
        let removed = try ResponseCache(paths: runtime.services.paths).clear()
        return Report(notes: ["removed \(removed) cached response\(removed == 1 ? "" : "s")"])
    }
}
