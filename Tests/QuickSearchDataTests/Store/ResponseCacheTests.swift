import Foundation
import TestSupport
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
            _ key: String,
            body: String = "{}",
            storedAt: Date = now,
            maxAge: TimeInterval = 60
        ) -> CachedResponse {
            CachedResponse(
                key: key,
                body: Data(body.utf8),
                status: 200,
                contentType: "application/json",
                etag: "\"abc\"",
                lastModified: "Tue, 14 Nov 2023 22:13:20 GMT",
                storedAt: storedAt,
                expiresAt: storedAt + maxAge
            )
        }

        @Test("the connection keeps a page cache of 256 KiB, not SQLite's 2 MB: a body is read once")
        func smallPageCache() throws {
            let database = try #require(cache.database)
            #expect(try database.query("PRAGMA cache_size").first?.int(at: 0) == -256)
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
            try cache.store(
                CachedResponse(key: "empty", body: Data(), status: 204, storedAt: Self.now, expiresAt: Self.now)
            )
            let size = try cache.sizeInfo
            #expect(size.entryCount == 3)
            #expect(size.storedBytes == 1024)
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

        @Test(.enabled(if: ReadOnlyPath.isSupported))
        func aFileThatCannotBeDeletedIsNamedWithTheSystemsReason() throws {
            try cache.store(Self.response("k"))
            let folder = try ReadOnlyPath(directory.url.path)
            defer { folder.restore() }

            let error = #expect(throws: StoreError.self) { try ResponseCache.removeFiles(atPath: path) }

            #expect(error?.code == .ioFailure)
            #expect(error?.message.hasPrefix("Cannot delete \(path) (") == true)
            #expect(error?.message.contains(String(cString: strerror(geteuid() == 0 ? EPERM : EACCES))) == true)
            #expect(error?.message.contains("could not be completed") == false)
        }

        @Test func aBodyAboveTheEntryLimitIsNotStoredAndDropsTheOldEntry() throws {
            let small = try ResponseCache(
                path: directory.path("small.sqlite"),
                limits: .init(maximumEntryBytes: 100, maximumTotalBytes: 1000)
            )
            #expect(try small.store(Self.response("k", body: String(repeating: "a", count: 100))))
            #expect(try small.store(Self.response("k", body: String(repeating: "b", count: 101))) == false)
            #expect(try small.lookup("k") == nil)
            #expect(try small.sizeInfo.storedBytes == 0)
        }

        @Test func theOldestEntriesAreEvictedToStayUnderTheTotalLimit() throws {
            let small = try ResponseCache(
                path: directory.path("small.sqlite"),
                limits: .init(maximumEntryBytes: 400, maximumTotalBytes: 1000)
            )
            for index in 0..<10 {
                try small.store(
                    Self.response(
                        "k\(index)",
                        body: String(repeating: "x", count: 300),
                        storedAt: Self.now + TimeInterval(index)
                    )
                )
                #expect(try small.sizeInfo.storedBytes <= 1000)
            }
            // 3 × 300 bytes fit in 1000: the three newest stay.
            #expect(try (0..<10).filter { try small.lookup("k\($0)") != nil } == [7, 8, 9])
            // Replacing an old key makes it the one kept first, whatever its stored time.
            try small.store(Self.response("k7", body: String(repeating: "y", count: 400), storedAt: Self.now))
            #expect(try small.lookup("k7")?.body?.count == 400)
            #expect(try small.sizeInfo.storedBytes <= 1000)
        }

        @Test func theFileStaysNearTheTotalLimitAfterManyWrites() throws {
            let file = directory.path("bounded.sqlite")
            let limit = 256 << 10
            do {
                let bounded = try ResponseCache(
                    path: file,
                    limits: .init(maximumEntryBytes: 64 << 10, maximumTotalBytes: limit)
                )
                for index in 0..<200 {
                    try bounded.store(
                        Self.response(
                            "k\(index)",
                            body: String(repeating: "z", count: 40 << 10),
                            storedAt: Self.now + TimeInterval(index)
                        )
                    )
                }
                #expect(try bounded.sizeInfo.storedBytes <= Int64(limit))
            }
            // Closed: the write-ahead log is checkpointed into the file and removed.
            let size = try #require(FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber).intValue
            #expect(size <= 2 * limit, "\(size) bytes after 8 MB of writes")
        }

        @Test("a look-up without the body leaves it unread; the body is read by key and stored time")
        func lookupWithoutTheBody() throws {
            var response = Self.response("k", body: "the body")
            response.decoded = Data([1, 2, 3])
            response.decodedLayout = "layout"
            try cache.store(response)
            let found = try #require(try cache.lookup("k", includingBody: false))
            #expect(found.body == nil)
            #expect(found.decoded == Data([1, 2, 3]))
            #expect(found.etag == response.etag)
            #expect(try cache.body(forKey: "k", storedAt: found.storedAt) == Data("the body".utf8))
            // Replaced since: the body found is not the one of the entry looked up.
            try cache.store(Self.response("k", body: "newer", storedAt: Self.now + 1))
            #expect(try cache.body(forKey: "k", storedAt: found.storedAt) == nil)
            #expect(try cache.body(forKey: "missing", storedAt: found.storedAt) == nil)
        }

        @Test("an entry may keep its compact form alone; with neither part that fits, it is not stored")
        func compactFormAlone() throws {
            let small = try ResponseCache(
                path: directory.path("small.sqlite"),
                limits: .init(maximumEntryBytes: 100, maximumTotalBytes: 1000)
            )
            var response = Self.response("k")
            response.body = nil
            response.decoded = Data(repeating: 7, count: 60)
            response.decodedLayout = "layout"
            #expect(try small.store(response))
            let found = try #require(try small.lookup("k"))
            #expect(found.body == nil)
            #expect(found.decoded == response.decoded)
            #expect(try small.sizeInfo.storedBytes == 60)
            response.decoded = Data(repeating: 7, count: 101)
            #expect(try small.store(response) == false)
            #expect(try small.lookup("k") == nil)
            response.decoded = nil
            #expect(try small.store(response) == false)
            #expect(try small.sizeInfo.entryCount == 0)
        }

        @Test("the blobs come last and the sizes are summed from an index: the total reads no body")
        func bodiesAreLastAndTheTotalComesFromTheIndex() throws {
            // SQLite follows a body's overflow pages to reach any column after it.
            let database = try #require(cache.database)
            let columns = try database.query("PRAGMA table_info(responses)").map { try $0.string(at: 1) }
            #expect(columns.suffix(2) == ["decoded", "body"])
            #expect(columns.firstIndex(of: "bytes").map { $0 < columns.count - 2 } == true)
            let plan = try database.query("EXPLAIN QUERY PLAN SELECT coalesce(sum(bytes), 0) FROM responses")
                .map { try $0.string(at: 3) }
            #expect(plan.contains { $0.contains("COVERING INDEX responses_by_age") }, "\(plan)")
        }

        @Test("a cache of the previous schema keeps its entries, bodies, forms and sizes")
        func migratesTheSecondSchema() throws {
            let file = directory.path("old.sqlite")
            do {
                let old = try SQLiteDatabase(path: file)
                try old.migrate(Array(ResponseCache.migrations.prefix(2)))
                _ = try old.execute(
                    """
                    INSERT INTO responses (key, body, status, content_type, etag, last_modified, stored_at,
                        expires_at, decoded, decoded_layout)
                    VALUES ('k', X'616263', 200, 'application/json', '"e"', NULL, 1700000000000, 1700000060000,
                        X'0102', 'layout')
                    """
                )
            }
            let migrated = try ResponseCache(path: file)
            let found = try #require(try migrated.lookup("k"))
            #expect(found.body == Data("abc".utf8))
            #expect(found.decoded == Data([1, 2]))
            #expect(found.decodedLayout == "layout")
            #expect(found.etag == "\"e\"")
            #expect(found.storedAt == Self.now)
            #expect(found.expiresAt == Self.now + 60)
            #expect(try migrated.sizeInfo.storedBytes == 5)
        }

        @Test func theStandardLimitsAre16And64MiB() {
            #expect(ResponseCache.Limits.standard.maximumEntryBytes == 16 << 20)
            #expect(ResponseCache.Limits.standard.maximumTotalBytes == 64 << 20)
            #expect(cache.limits == .standard)
        }
    }
}
