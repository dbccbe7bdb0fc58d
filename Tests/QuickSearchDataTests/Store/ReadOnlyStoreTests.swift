import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    /// Reading works without write access: a missing store reads as empty without creating
    /// anything, and a read-only file or folder is read as it is.
    ///
    /// Read-only is made real with `ReadOnlyPath` (`chattr +i` as root, whom permission bits do
    /// not stop; `chmod a-w` otherwise).
    @Suite struct ReadOnlyStoreTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
        }

        @Test func aMissingStoreReadsAsEmptyAndNothingIsCreated() throws {
            let folder = directory.path("missing/quicksearch")
            let store = try QuickSearchStore.reading(path: folder + "/data.sqlite")
            #expect(try store.favorites().isEmpty)
            #expect(try store.recentSearches().isEmpty)
            #expect(try store.favorite(id: "x") == nil)
            #expect(!store.isWritable)
            #expect(!FileManager.default.fileExists(atPath: directory.path("missing")))
            let error = #expect(throws: StoreError.self) { try store.addFavorite(id: "x", snapshot: Data()) }
            #expect(error?.code == .readOnly)
        }

        @Test func aFileInTheWayOfTheFolderIsAnErrorNotAnEmptyStore() throws {
            try Data("x".utf8).write(to: directory.url.appendingPathComponent("blocker"))
            let error = #expect(throws: StoreError.self) {
                try QuickSearchStore.reading(path: directory.path("blocker/data.sqlite"))
            }
            #expect(error?.code == .cannotOpen)
        }

        @Test func aWritableStoreOpenedForReadingCanStillBeWritten() throws {
            let path = directory.path("data.sqlite")
            try QuickSearchStore(path: path).recordSearch(StoreTests.search("one"))
            let store = try QuickSearchStore.reading(path: path)
            #expect(store.isWritable)
            try store.addFavorite(id: "a", snapshot: Data())
            #expect(try store.favorites().map(\.id) == ["a"])
        }

        @Test(.enabled(if: ReadOnlyPath.isSupported))
        func aStoreInAReadOnlyFolderIsRead() throws {
            let path = directory.path("data.sqlite")
            do {
                let store = try QuickSearchStore(path: path)
                try store.recordSearch(StoreTests.search("kept"))
                try store.addFavorite(id: "fav", snapshot: Data("{}".utf8))
            }
            // The last connection closed and left its log: the favourite (synced) is in the file
            // itself, the history row may still be in the log, and both are read.
            let locked = try ReadOnlyPath(directory.url.path)
            defer { locked.restore() }
            let store = try QuickSearchStore.reading(path: path)
            #expect(!store.isWritable)
            #expect(try store.recentSearches().map(\.query) == ["kept"])
            #expect(try store.favorites().map(\.id) == ["fav"])
            let error = #expect(throws: StoreError.self) { try store.recordSearch(StoreTests.search("new")) }
            #expect(error?.code == .readOnly)
            #expect(throws: StoreError.self) { try QuickSearchStore(path: path).recordSearch(StoreTests.search("new")) }
        }

        @Test(.enabled(if: ReadOnlyPath.isSupported))
        func aReadOnlyCacheFileIsReadButNotWritten() throws {
            let path = directory.path("cache.sqlite")
            let stamp = Date(timeIntervalSince1970: 1_700_000_000)
            let stored = CachedResponse(
                key: "k",
                body: Data("{}".utf8),
                status: 200,
                storedAt: stamp,
                expiresAt: stamp + 60
            )
            try ResponseCache(path: path).store(stored)
            let locked = try ReadOnlyPath(path)
            defer { locked.restore() }
            let cache = try ResponseCache(path: path, recreateIfCorrupt: true)
            #expect(!cache.isWritable)
            #expect(try cache.lookup("k") == stored)
            // Read-only too, the connection keeps a small page cache.
            #expect(try cache.database?.query("PRAGMA cache_size").first?.int(at: 0) == -256)
            let error = #expect(throws: StoreError.self) { try cache.store(stored) }
            #expect(error?.code == .readOnly)
            #expect(try cache.sizeInfo.entryCount == 1)
        }

        @Test(.enabled(if: ReadOnlyPath.isSupported))
        func aNewCacheInAReadOnlyFolderIsAClearError() throws {
            let locked = try ReadOnlyPath(directory.url.path)
            defer { locked.restore() }
            let error = #expect(throws: StoreError.self) { try ResponseCache(path: directory.path("cache.sqlite")) }
            #expect(error?.code == .cannotOpen)
        }
    }
}
