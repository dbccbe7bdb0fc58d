import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct SQLiteMigrationTests {
        let directory: TemporaryDirectory
        let path: String

        static let first = SQLiteMigration("create a", sql: "CREATE TABLE a (x INTEGER); INSERT INTO a VALUES (1);")
        static let second = SQLiteMigration("create b", sql: "CREATE TABLE b (y TEXT);")

        init() throws {
            directory = try TemporaryDirectory()
            path = directory.path("migrations.sqlite")
        }

        @Test func migratesAnEmptyFileThenDoesNothingOnReopen() throws {
            let database = try SQLiteDatabase(path: path)
            #expect(try database.userVersion() == 0)
            #expect(try database.migrate([Self.first, Self.second]) == 2)
            #expect(try database.userVersion() == 2)

            let reopened = try SQLiteDatabase(path: path)
            #expect(try reopened.migrate([Self.first, Self.second]) == 0)
            #expect(try reopened.query("SELECT count(*) FROM a").first?.int(at: 0) == 1)
        }

        @Test func appliesOnlyTheMissingSteps() throws {
            try SQLiteDatabase(path: path).migrate([Self.first])
            let database = try SQLiteDatabase(path: path)
            #expect(try database.migrate([Self.first, Self.second]) == 1)
            #expect(try database.userVersion() == 2)
            #expect(try database.query("SELECT count(*) FROM a").first?.int(at: 0) == 1)
        }

        @Test func refusesANewerSchemaAndLeavesTheFileAlone() throws {
            try SQLiteDatabase(path: path).migrate([Self.first, Self.second])
            let older = try SQLiteDatabase(path: path)
            let error = #expect(throws: StoreError.self) { try older.migrate([Self.first]) }
            #expect(error?.code == .schemaTooNew)
            #expect(error?.message.contains(path) == true)
            #expect(try older.userVersion() == 2)
            #expect(try older.query("SELECT count(*) FROM a").first?.int(at: 0) == 1)
        }

        @Test func failedStepLeavesThePreviousVersion() throws {
            let broken = SQLiteMigration("broken", sql: "CREATE TABLE c (z); INSERT INTO nowhere VALUES (1);")
            let database = try SQLiteDatabase(path: path)
            let error = #expect(throws: StoreError.self) { try database.migrate([Self.first, broken]) }
            #expect(error?.code == .migrationFailed)
            #expect(error?.message.contains("broken") == true)
            #expect(try database.userVersion() == 1)
            #expect(try database.query("SELECT name FROM sqlite_master WHERE name = 'c'").isEmpty)
        }

        @Test(arguments: [
            Data("this is not a database, just some text that is long enough to look like a header".utf8),
            Data(repeating: 0xAB, count: 4096),
        ])
        func foreignFileIsAClearErrorNamingThePath(contents: Data) throws {
            try contents.write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: StoreError.self) { try QuickSearchStore(path: path) }
            #expect(error?.code == .notADatabase)
            #expect(error?.message.contains(path) == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents)
        }

        @Test func storesRefuseANewerSchema() throws {
            let database = try SQLiteDatabase(path: path)
            try database.execute("PRAGMA user_version = 99")
            let error = #expect(throws: StoreError.self) { try QuickSearchStore(path: path) }
            #expect(error?.code == .schemaTooNew)
            let cacheError = #expect(throws: StoreError.self) {
                try ResponseCache(path: path, recreateIfCorrupt: true)
            }
            #expect(cacheError?.code == .schemaTooNew)
            #expect(try database.userVersion() == 99)
        }

        @Test func storesCreateTheirSchema() throws {
            let store = try QuickSearchStore(path: path)
            #expect(try #require(store.database).userVersion() == QuickSearchStore.schemaVersion)
            let cache = try ResponseCache(path: directory.path("cache.sqlite"))
            #expect(try #require(cache.database).userVersion() == ResponseCache.schemaVersion)
        }
    }
}
