import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

/// What each file's commits and closing wait for (docs/design-choices.md, "Durability"):
/// synced transactions (places, favourites) commit with `synchronous=FULL`, the history with
/// `NORMAL`; the cache checkpoints its log without syncing when the last connection closes.
@Suite("Store: durability")
struct DurabilityTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
    }

    private static func synchronous(_ transaction: SQLiteTransaction) throws -> Int {
        try transaction.query("PRAGMA synchronous").first?.int(at: 0) ?? -1
    }

    @Test("a synced transaction commits with synchronous=FULL; the others, and it afterwards, NORMAL")
    func syncedTransactions() throws {
        let database = try SQLiteDatabase(path: directory.path("file.sqlite"))
        #expect(try database.transaction(synced: true) { try Self.synchronous($0) } == 2)
        #expect(try database.transaction { try Self.synchronous($0) } == 1)
        #expect(
            throws: StoreError.self,
            performing: {
                try database.transaction(synced: true) { _ in throw StoreError.misuse("stop", path: "") }
            }
        )
        #expect(try database.transaction { try Self.synchronous($0) } == 1)
    }

    private func logExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.path(name) + "-wal")
    }

    @Test("the cache checkpoints its log when closed, as SQLite's own closing does")
    func cacheCheckpoints() throws {
        let path = directory.path("cache.sqlite")
        let stamp = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let cache = try ResponseCache(path: path)
            try cache.store(
                CachedResponse(key: "k", body: Data("body".utf8), status: 200, storedAt: stamp, expiresAt: stamp)
            )
        }
        #expect(!logExists("cache.sqlite"))
        #expect(try ResponseCache(path: path).lookup("k")?.body == Data("body".utf8))
    }
}
