import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

extension StoreTests {
    @Suite struct FavoritesTests {
        let directory: TemporaryDirectory
        let store: QuickSearchStore

        static let day1 = Date(timeIntervalSince1970: 1_700_000_000)
        static let day2 = Date(timeIntervalSince1970: 1_700_086_400)

        init() throws {
            directory = try TemporaryDirectory()
            store = try QuickSearchStore(path: directory.path("data.sqlite"))
        }

        @Test func addingTwiceKeepsTheFirstDateButRefreshesTheSnapshot() throws {
            #expect(try store.addFavorite(id: "event-1", snapshot: Data("v1".utf8), addedAt: Self.day1))
            #expect(try !store.addFavorite(id: "event-1", snapshot: Data("v2".utf8), addedAt: Self.day2))
            let favorites = try store.favorites()
            #expect(
                favorites == [
                    FavoriteRecord(id: "event-1", snapshot: Data("v2".utf8), addedAt: Self.day1, updatedAt: Self.day2)
                ]
            )
        }

        @Test func keepsInsertionOrder() throws {
            for (offset, id) in ["c", "a", "b"].enumerated() {
                try store.addFavorite(id: id, snapshot: Data(), addedAt: Self.day2 - Double(offset))
            }
            try store.addFavorite(id: "a", snapshot: Data("again".utf8), addedAt: Self.day2)
            #expect(try store.favorites().map(\.id) == ["c", "a", "b"])
            #expect(try store.removeFavorite(id: "a"))
            try store.addFavorite(id: "a", snapshot: Data(), addedAt: Self.day2)
            #expect(try store.favorites().map(\.id) == ["c", "b", "a"])
        }

        @Test func removeReportsWhetherItExisted() throws {
            #expect(try !store.removeFavorite(id: "unknown"))
            try store.addFavorite(id: "x", snapshot: Data([1]), addedAt: Self.day1)
            #expect(try store.removeFavorite(id: "x"))
            #expect(try !store.removeFavorite(id: "x"))
            #expect(try store.favorites().isEmpty)
        }

        @Test func updateReplacesOnlyExistingSnapshots() throws {
            #expect(try !store.updateFavoriteSnapshot(id: "nope", snapshot: Data([9]), updatedAt: Self.day2))
            #expect(try store.favorites().isEmpty)
            try store.addFavorite(id: "x", snapshot: Data([1]), addedAt: Self.day1)
            #expect(try store.updateFavoriteSnapshot(id: "x", snapshot: Data([2, 3]), updatedAt: Self.day2))
            #expect(
                try store.favorite(id: "x")
                    == FavoriteRecord(
                        id: "x",
                        snapshot: Data([2, 3]),
                        addedAt: Self.day1,
                        updatedAt: Self.day2
                    )
            )
            #expect(try store.favorite(id: "nope") == nil)
        }

        @Test func opaqueSnapshotsAndOddIdsRoundTrip() throws {
            let json = try JSONEncoder().encode(["title": "Swift 컨퍼런스 🎉", "url": "https://example.com/a?b=c"])
            let ids = ["", "with 'quotes' and \"double\"", "한글", "semi;colon -- comment"]
            for id in ids {
                #expect(try store.addFavorite(id: id, snapshot: json, addedAt: Self.day1))
            }
            let favorites = try store.favorites()
            #expect(favorites.map(\.id) == ids)
            #expect(favorites.allSatisfy { $0.snapshot == json })
        }
    }
}
