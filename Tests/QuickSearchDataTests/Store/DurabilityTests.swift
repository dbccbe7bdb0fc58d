import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

/// What each file's commits and closing wait for (docs/design-choices.md, "Durability"):
/// synced transactions (places, favourites) commit with `synchronous=FULL` and are checkpointed
/// into the user's file at once, the history with `NORMAL`; closing the user's file leaves its
/// log; the cache never waits for the disk (`synchronous=OFF`).
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

    @Test("the cache never syncs: synchronous=OFF, a synced transaction FULL and OFF again")
    func cacheNeverSyncs() throws {
        let database = try #require(try ResponseCache(path: directory.path("cache.sqlite")).database)
        #expect(try database.transaction { try Self.synchronous($0) } == 0)
        #expect(try database.transaction(synced: true) { try Self.synchronous($0) } == 2)
        #expect(try database.transaction { try Self.synchronous($0) } == 0)
    }

    @Test("closing the user's file leaves its log (no checkpoint, no sync); the next run reads through it")
    func storeKeepsItsLog() throws {
        let path = directory.path("data.sqlite")
        do { try QuickSearchStore(path: path).recordSearch(StoreTests.search("고양이")) }
        let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
        #expect((log ?? 0) > 0)
        #expect(try QuickSearchStore(path: path).recentSearches().map(\.query) == ["고양이"])
        #expect(try QuickSearchStore.reading(path: path).recentSearches().map(\.query) == ["고양이"])
    }

    @Test("a kept log past its limit is checkpointed and emptied when closed, so the next run reads little")
    func keptLogStaysShort() throws {
        let path = directory.path("data.sqlite")
        var entry = StoreTests.search("links")
        entry.resultURLs = (1...300).map { "https://img.example.com/cats/\($0).jpg" }
        var sizes: [Int] = []
        for _ in 0..<20 {
            do { try QuickSearchStore(path: path).recordSearch(entry) }
            let size = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int ?? -1
            sizes.append(size)
        }
        #expect(sizes.allSatisfy { $0 <= SQLiteConnection.keptLogLimit + 64 * 1024 }, "\(sizes)")
        #expect(sizes.contains(0), "\(sizes)")
        #expect(sizes.contains { $0 > 0 }, "\(sizes)")
        #expect(try QuickSearchStore(path: path).recentSearches(limit: 50).count == 20)
    }

    @Test("what the user saved is in the file itself once saved: the file copied without its log holds it")
    func savedDataIsInTheFile() throws {
        let path = directory.path("data.sqlite")
        let store = try QuickSearchStore(path: path)
        try store.recordSearch(StoreTests.search("before"))
        #expect(try store.addFavorite(id: "k3m9x2qa", snapshot: Data("{}".utf8)))
        try store.recordSearch(StoreTests.search("after"))
        let copy = directory.path("copy.sqlite")
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let copied = try QuickSearchStore(path: copy)
        #expect(try copied.favorites().map(\.id) == ["k3m9x2qa"])
        #expect(try copied.recentSearches().map(\.query) == ["before"])
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
