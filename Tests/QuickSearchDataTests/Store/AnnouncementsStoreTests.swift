import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    /// The table `devevents due` remembers its announcements in: claimed once however many
    /// runs ask, given back on failure, forgotten a month after the moment; and the step that
    /// adds it keeps an older file's data, readable even when the file cannot be upgraded.
    @Suite struct AnnouncementsStoreTests {
        let directory: TemporaryDirectory

        static let moment = Date(timeIntervalSince1970: 1_789_000_000)
        static let key = DevEventAnnouncementKey(
            eventID: "k3m9x2qa",
            kind: .registration,
            moment: 1_789_000_000,
            threshold: 86_400
        )

        init() throws {
            directory = try TemporaryDirectory()
        }

        /// A store at the schema before the announcements (version 3) holding a favourite and a
        /// search, closed.
        func olderStore(at path: String) throws {
            let database = try SQLiteDatabase(path: path)
            try database.migrate(Array(QuickSearchStore.migrations.prefix(3)))
            try database.execute(
                "INSERT INTO favorites (id, snapshot, added_at, updated_at) VALUES ('fav', X'7B7D', 1, 1)"
            )
            try database.execute(
                """
                INSERT INTO search_history (command, query, sources, result_count, searched_at, result_urls)
                VALUES ('images', '고양이', '[]', 1, 1, '["https://img.example.com/1.jpg"]')
                """
            )
        }

        @Test func aKeyIsTakenOnceThenGivenBackAndTakenAgain() throws {
            let store = try QuickSearchStore(path: directory.path("data.sqlite"))
            let first = DevEventAnnouncements(store: store)
            let second = DevEventAnnouncements(store: try QuickSearchStore(path: directory.path("data.sqlite")))
            #expect(try first.claim([Self.key], at: Self.moment) == [true])
            #expect(try second.claim([Self.key], at: Self.moment) == [false], "another run took it first")
            #expect(try second.announced() == [Self.key])
            #expect(try second.claim([Self.key], at: Self.moment, again: true) == [true])
            try first.release([Self.key])
            #expect(try second.announced().isEmpty)
            #expect(try second.claim([Self.key], at: Self.moment) == [true])
        }

        @Test func recordsAMonthPastTheirMomentAreForgotten() throws {
            let store = DevEventAnnouncements(store: try QuickSearchStore(path: directory.path("data.sqlite")))
            try store.claim([Self.key], at: Self.moment)
            let later = DevEventAnnouncementKey(eventID: "7hq2m4zd", kind: .event, moment: 1_795_000_000, threshold: 60)
            try store.claim([later], at: Self.moment.addingTimeInterval(29 * 86_400))
            #expect(try store.announced() == [Self.key, later])
            try store.claim([later], at: Self.moment.addingTimeInterval(31 * 86_400))
            #expect(try store.announced() == [later])
        }

        @Test func upgradingAnOlderStoreKeepsItsDataAndItsMode() throws {
            let path = directory.path("data.sqlite")
            try olderStore(at: path)
            let store = try QuickSearchStore(path: path)
            #expect(try #require(store.database).userVersion() == QuickSearchStore.schemaVersion)
            #expect(try store.favorites().map(\.id) == ["fav"])
            #expect(try DevEventAnnouncements(store: store).claim([Self.key], at: Self.moment) == [true])
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600)
        }

        @Test(.enabled(if: ReadOnlyPath.isSupported))
        func anOlderStoreThatCannotBeUpgradedIsStillRead() throws {
            let path = directory.path("data.sqlite")
            try olderStore(at: path)
            let locked = try ReadOnlyPath(directory.url.path)
            defer { locked.restore() }
            let store = try QuickSearchStore.reading(path: path)
            #expect(!store.isWritable)
            #expect(try store.favorites().map(\.id) == ["fav"])
            #expect(try DevEventAnnouncements(store: store).announced().isEmpty)
            let search = try #require(try store.recentSearches().first)
            #expect(search.resultURLs == ["https://img.example.com/1.jpg"])
            #expect(search.firstPosition == 1 && search.resultPages.isEmpty)
        }
    }
}
