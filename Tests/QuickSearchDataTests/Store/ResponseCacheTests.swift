import Foundation
import Testing
@testable import QuickSearchData

extension StoreTests {
    @Suite struct ResponseCacheTests {
        let directory: TemporaryDirectory
        let path: String
        let cache: ResponseCache

        static let now = Date(timeIntervalSince1970: 1_700_000_000)

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("cache.sqlite")
            cache = try ResponseCache(path: path)
        }

        static func response(
            _ key: String, body: String = "{}", storedAt: Date = now, maxAge: TimeInterval = 60
        ) -> CachedResponse {
            CachedResponse(
                key: key, body: Data(body.utf8), status: 200, contentType: "application/json",
                etag: "\"abc\"", lastModified: "Tue, 14 Nov 2023 22:13:20 GMT",
                storedAt: storedAt, expiresAt: storedAt + maxAge
            )
        }

        @Test func missingKeyIsNil() throws {
            #expect(try cache.lookup("GET https://example.com/none") == nil)
        }

        @Test func returnsFreshAndStaleEntries() throws {
            let response = Self.response("k")
            try cache.store(response)
            let found = try #require(try cache.lookup("k"))
            #expect(found == response)
            #expect(found.isFresh(at: Self.now + 59))
            #expect(!found.isFresh(at: Self.now + 60))
            #expect(!found.isFresh(at: Self.now + 3600))
        }

        @Test func storeReplacesTheEntry() throws {
            try cache.store(Self.response("k", body: "old"))
            var newer = Self.response("k", body: "new", storedAt: Self.now + 100)
            newer.etag = nil
            newer.contentType = nil
            newer.lastModified = nil
            newer.status = 203
            try cache.store(newer)
            #expect(try cache.lookup("k") == newer)
            #expect(try cache.sizeInfo.entryCount == 1)
        }

        @Test func touchExtendsTheExpiryOnly() throws {
            try cache.store(Self.response("k"))
            #expect(try cache.touch(key: "k", expiresAt: Self.now + 600))
            let touched = try #require(try cache.lookup("k"))
            #expect(touched.expiresAt == Self.now + 600)
            #expect(touched.body == Data("{}".utf8))
            #expect(touched.storedAt == Self.now)
            #expect(try !cache.touch(key: "missing", expiresAt: Self.now))
        }

        @Test func clearRemovesEverythingAndCounts() throws {
            for index in 0..<5 {
                try cache.store(Self.response("k\(index)"))
            }
            #expect(try cache.clear() == 5)
            #expect(try cache.lookup("k1") == nil)
            #expect(try cache.sizeInfo.entryCount == 0)
            #expect(try cache.clear() == 0)
        }

        @Test func pruneRemovesOnlyOldEntries() throws {
            try cache.store(Self.response("old", storedAt: Self.now - 1000))
            try cache.store(Self.response("edge", storedAt: Self.now))
            try cache.store(Self.response("new", storedAt: Self.now + 10))
            #expect(try cache.prune(olderThan: Self.now) == 1)
            #expect(try cache.lookup("old") == nil)
            #expect(try cache.lookup("edge") != nil)
            #expect(try cache.lookup("new") != nil)
        }

        @Test func removeDropsOneEntry() throws {
            try cache.store(Self.response("a"))
            #expect(try cache.remove(key: "a"))
            #expect(try !cache.remove(key: "a"))
        }

        @Test func sizeInfoCountsBodies() throws {
            try cache.store(Self.response("a", body: String(repeating: "x", count: 1000)))
            try cache.store(Self.response("b", body: String(repeating: "y", count: 24)))
            try cache.store(CachedResponse(key: "empty", body: Data(), status: 204, storedAt: Self.now, expiresAt: Self.now))
            let size = try cache.sizeInfo
            #expect(size.entryCount == 3)
            #expect(size.bodyBytes == 1024)
            #expect(size.fileBytes > 0)
            #expect(try cache.lookup("empty")?.body == Data())
        }

        @Test func entriesSurviveReopening() throws {
            try cache.store(Self.response("k"))
            #expect(try ResponseCache(path: path).lookup("k") == Self.response("k"))
        }

        @Test func corruptFileIsAnErrorOrRecreatedOnRequest() throws {
            let corrupt = directory.path("corrupt.sqlite")
            try Data(repeating: 0x5A, count: 8192).write(to: URL(fileURLWithPath: corrupt))
            let error = #expect(throws: StoreError.self) { try ResponseCache(path: corrupt) }
            #expect(error?.code == .notADatabase)
            #expect(error?.message.contains(corrupt) == true)

            let recreated = try ResponseCache(path: corrupt, recreateIfCorrupt: true)
            #expect(try recreated.lookup("k") == nil)
            try recreated.store(Self.response("k"))
            #expect(try recreated.lookup("k") == Self.response("k"))
        }

        @Test func removeFilesDeletesTheDatabaseAndItsCompanions() throws {
            try cache.store(Self.response("k"))
            try ResponseCache.removeFiles(atPath: path)
            #expect(!FileManager.default.fileExists(atPath: path))
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
            try ResponseCache.removeFiles(atPath: path)
        }

        @Test func openingAndOneLookupAreFast() throws {
            try cache.store(Self.response("k", body: String(repeating: "z", count: 20_000)))
            var timings: [Duration] = []
            let clock = ContinuousClock()
            for _ in 0..<15 {
                timings.append(try clock.measure {
                    let reopened = try ResponseCache(path: path)
                    _ = try reopened.lookup("k")
                })
            }
            let median = timings.sorted()[timings.count / 2]
            // Measured at about 0.1 ms, debug or release; the budget is 5 ms.
            #expect(median < .milliseconds(5), "median open + lookup took \(median)")
        }
    }
}
