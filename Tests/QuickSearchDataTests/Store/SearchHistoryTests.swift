import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct SearchHistoryTests {
        let directory: TemporaryDirectory

        init() throws {
            directory = try TemporaryDirectory()
        }

        static func entry(_ number: Int) -> HistoryEntry {
            HistoryEntry(
                command: number.isMultiple(of: 2) ? "images" : "videos",
                query: "query \(number)",
                sort: number.isMultiple(of: 3) ? nil : "recent",
                sources: number.isMultiple(of: 5) ? [] : ["naver", "kakao"],
                resultCount: number * 10,
                date: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)),
                resultURLs: number.isMultiple(of: 4)
                    ? [] : (1...3).map { "https://img.example.com/\(number)/\($0).jpg" },
                firstPosition: number.isMultiple(of: 3) ? number * 10 + 1 : 1,
                resultPages: number.isMultiple(of: 4) ? [] : ["https://news.example.com/\(number)", "", ""]
            )
        }

        @Test func returnsEntriesNewestFirstAsRecorded() throws {
            let store = try QuickSearchStore(path: directory.path("data.sqlite"))
            for number in 1...6 {
                try store.recordSearch(Self.entry(number))
            }
            #expect(try store.recentSearches(limit: 10) == (1...6).reversed().map(Self.entry))
            #expect(try store.recentSearches(limit: 2) == [Self.entry(6), Self.entry(5)])
            #expect(try store.recentSearches(limit: 0).isEmpty)
            #expect(try store.recentSearches(limit: -3).isEmpty)
        }

        @Test func keepsOnlyTheLatestEntries() throws {
            let store = try QuickSearchStore(path: directory.path("data.sqlite"), historyLimit: 5)
            for number in 1...12 {
                try store.recordSearch(Self.entry(number))
            }
            #expect(try store.recentSearches(limit: 100) == (8...12).reversed().map(Self.entry))
            #expect(try #require(store.database).query("SELECT count(*) FROM search_history").first?.int(at: 0) == 5)
        }

        @Test func defaultLimitIsOneThousand() throws {
            let store = try QuickSearchStore(path: directory.path("data.sqlite"))
            #expect(store.historyLimit == 1000)
            for number in 1...1003 {
                try store.recordSearch(Self.entry(number))
            }
            let entries = try store.recentSearches(limit: 5000)
            #expect(entries.count == 1000)
            #expect(entries.first == Self.entry(1003))
            #expect(entries.last == Self.entry(4))
        }

        @Test func clearRemovesEverything() throws {
            let store = try QuickSearchStore(path: directory.path("data.sqlite"))
            try store.recordSearch(Self.entry(1))
            try store.recordSearch(Self.entry(2))
            #expect(try store.clearHistory() == 2)
            #expect(try store.recentSearches().isEmpty)
            try store.recordSearch(Self.entry(3))
            #expect(try store.recentSearches() == [Self.entry(3)])
        }

        @Test func aVersionTwoHistoryUpgradesWithNoResultLinks() throws {
            let path = directory.path("data.sqlite")
            let old = try SQLiteDatabase(path: path)
            _ = try old.migrate(Array(QuickSearchStore.migrations.prefix(2)))
            try old.execute(
                "INSERT INTO search_history (command, query, sort, sources, result_count, searched_at) VALUES ('images', 'old', NULL, '[]', 5, 0)"
            )
            let entries = try QuickSearchStore(path: path).recentSearches()
            #expect(entries.map(\.query) == ["old"])
            #expect(entries.first?.resultURLs == [])
            #expect(entries.first?.resultCount == 5)
        }

        @Test func historySurvivesReopening() throws {
            let path = directory.path("data.sqlite")
            try QuickSearchStore(path: path).recordSearch(Self.entry(7))
            #expect(try QuickSearchStore(path: path).recentSearches() == [Self.entry(7)])
        }
    }
}
