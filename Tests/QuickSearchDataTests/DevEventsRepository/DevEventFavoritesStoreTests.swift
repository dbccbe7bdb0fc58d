import Foundation
import QuickSearchData
import QuickSearchDomain
import TestSupport
import Testing

/// `DevEventFavorites` over a real store: snapshots, no duplicates, concurrent writers.
@Suite("DevEventFavorites")
struct DevEventFavoritesStoreTests {
    static func events() throws -> [DevEvent] {
        try DevEventFixtures.page("README-2026-08-22.html").events
    }

    static let day = Date(timeIntervalSince1970: 1_787_000_000)

    @Test("adding twice keeps one favourite, its first date, and the newer snapshot")
    func addTwice() throws {
        let directory = try TemporaryDirectory()
        let favorites = DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite")))
        let event = try #require(try Self.events().first)
        #expect(try favorites.add(event, at: Self.day))
        var renamed = event
        renamed.title += " (변경)"
        #expect(try favorites.add(renamed, at: Self.day.addingTimeInterval(60)) == false)
        let all = try favorites.all()
        #expect(all.count == 1)
        #expect(all.first?.event == renamed)
        #expect(all.first?.addedAt == Self.day)
    }

    @Test("removing: true once, false for an unknown id")
    func remove() throws {
        let directory = try TemporaryDirectory()
        let favorites = DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite")))
        let event = try #require(try Self.events().first)
        try favorites.add(event, at: Self.day)
        #expect(try favorites.remove(id: "zzzzzzzz") == false)
        #expect(try favorites.remove(id: event.id))
        #expect(try favorites.remove(id: event.id) == false)
        #expect(try favorites.all().isEmpty)
    }

    @Test("saved(against:): the page's version of events still listed, the snapshot of the others, and which is which")
    func savedAgainstThePage() throws {
        let directory = try TemporaryDirectory()
        let favorites = DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite")))
        let events = try Self.events()
        try favorites.add(events[0], at: Self.day)
        try favorites.add(events[1], at: Self.day.addingTimeInterval(60))
        var changed = events[0]
        changed.title += " (변경)"
        let saved = try favorites.saved(against: [changed] + events.dropFirst(2), at: Self.day.addingTimeInterval(3600))
        #expect(saved.map(\.event) == [changed, events[1]])
        #expect(saved.map(\.onPage) == [true, false])
        #expect(saved.map(\.addedAt) == [Self.day, Self.day.addingTimeInterval(60)])
        #expect(try favorites.all().first?.event == changed)
    }

    @Test("snapshots: refreshed from the page when present, kept as they were when not")
    func snapshots() throws {
        let directory = try TemporaryDirectory()
        let favorites = DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite")))
        let events = try Self.events()
        let staying = events[0]
        let leaving = events[1]
        try favorites.add(staying, at: Self.day)
        try favorites.add(leaving, at: Self.day)

        var changed = staying
        changed.rawPeriod = "09. 01(화) ~ 09. 30(수)"
        try favorites.refresh(from: [changed] + events.dropFirst(2), at: Self.day.addingTimeInterval(3600))
        let all = try favorites.all()
        #expect(all.map(\.event.id) == [staying.id, leaving.id])
        #expect(all[0].event == changed)
        #expect(all[0].updatedAt == Self.day.addingTimeInterval(3600))
        #expect(all[1].event == leaving)
        #expect(all[1].updatedAt == Self.day)
    }

    @Test("a favourite survives reopening the store")
    func persists() throws {
        let directory = try TemporaryDirectory()
        let event = try #require(try Self.events().last)
        try DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite"))).add(
            event,
            at: Self.day
        )
        let reopened = DevEventFavorites(store: try QuickSearchStore(path: directory.path("store.sqlite")))
        #expect(try reopened.all().map(\.event) == [event])
    }

    @Test("ten writers with their own connections, at once: every favourite lands")
    func concurrentWriters() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("store.sqlite")
        let events = Array(try Self.events().prefix(10))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for event in events {
                group.addTask {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                        Thread.detachNewThread {
                            continuation.resume(
                                with: Result {
                                    let favorites = DevEventFavorites(store: try QuickSearchStore(path: path))
                                    try favorites.add(event, at: Self.day)
                                }
                            )
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
        let saved = try DevEventFavorites(store: try QuickSearchStore(path: path)).all()
        #expect(Set(saved.map(\.event.id)) == Set(events.map(\.id)))
        #expect(saved.count == 10)
    }
}
