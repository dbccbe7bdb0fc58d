import Foundation
import QuickSearchDomain

/// Saved events with a snapshot of each, so a favourite outlives its entry on the page.
public struct DevEventFavorites: Sendable {
    private let store: QuickSearchStore

    public init(store: QuickSearchStore) {
        self.store = store
    }

    /// One saved event as last seen.
    public struct Favorite: Sendable, Hashable {
        public var event: DevEvent
        public var addedAt: Date
        public var updatedAt: Date
    }

    /// Saves `event`; false when it was already saved (its snapshot is refreshed, nothing else).
    @discardableResult
    public func add(_ event: DevEvent, at date: Date) throws -> Bool {
        try store.addFavorite(id: event.id, snapshot: Self.encode(event), addedAt: date)
    }

    /// Forgets a favourite; false when there was none with that id.
    @discardableResult
    public func remove(id: String) throws -> Bool {
        try store.removeFavorite(id: id)
    }

    /// Every favourite in the order added. Snapshots that can no longer be read are skipped.
    public func all() throws -> [Favorite] {
        try store.favorites().compactMap { record in
            guard let event = try? JSONDecoder().decode(DevEvent.self, from: record.snapshot) else { return nil }
            return Favorite(event: event, addedAt: record.addedAt, updatedAt: record.updatedAt)
        }
    }

    /// Replaces the snapshots of favourites still on the page with what the page says now; does
    /// nothing when the store could only be opened for reading.
    public func refresh(from events: [DevEvent], at date: Date) throws {
        guard store.isWritable else { return }
        let current = Dictionary(events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for favorite in try all() {
            guard let fresh = current[favorite.event.id], fresh != favorite.event else { continue }
            try store.updateFavoriteSnapshot(id: fresh.id, snapshot: Self.encode(fresh), updatedAt: date)
        }
    }

    /// Refreshes the snapshots from `pageEvents`, then returns every favourite as the lists
    /// show it: the page's current version when it still lists the event, else the snapshot.
    public func saved(against pageEvents: [DevEvent], at date: Date) throws -> [DevEventSavedEvent] {
        try refresh(from: pageEvents, at: date)
        let current = Dictionary(pageEvents.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try all().map { favorite in
            let fresh = current[favorite.event.id]
            return DevEventSavedEvent(event: fresh ?? favorite.event, addedAt: favorite.addedAt, onPage: fresh != nil)
        }
    }

    private static func encode(_ event: DevEvent) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(event)
    }
}
