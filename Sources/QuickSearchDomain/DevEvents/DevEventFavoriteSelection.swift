import Foundation

/// The favourites a filter selects, in the two parts `list --favorites` shows: `current`
/// (still on the page and not over) and `ended` (over, or no longer on the page).
///
/// Every criterion of the filter, status included, applies to both parts alike: `--ended`
/// keeps only ended favourites, `--tag AI` only favourites tagged AI, in either part. A
/// favourite that left the page is judged by its last known dates.
public struct DevEventFavoriteSelection: Sendable, Hashable {
    /// Selected favourites on the page and not over, in the filter's order.
    public var current: [DevEventSavedEvent]
    /// Selected favourites that are over or gone from the page, latest end first.
    public var ended: [DevEventSavedEvent]

    /// Selects from `saved` with `filter` at `now`.
    public init(saved: [DevEventSavedEvent], filter: DevEventFilter, now: Date) {
        let kept = Dictionary(saved.map { ($0.event.id, $0) }, uniquingKeysWith: { first, _ in first })
        let selected = filter.apply(to: saved.map(\.event), at: now).compactMap { kept[$0.id] }
        current = selected.filter { $0.onPage && $0.event.status(at: now) != .ended }
        ended = selected.filter { !$0.onPage || $0.event.status(at: now) == .ended }
            .sorted { lhs, rhs in
                let left = lhs.event.end ?? .distantPast
                let right = rhs.event.end ?? .distantPast
                return left != right ? left > right : lhs.event.id < rhs.event.id
            }
    }

    /// Both parts, current first.
    public var all: [DevEventSavedEvent] { current + ended }

    /// Whether nothing was selected.
    public var isEmpty: Bool { current.isEmpty && ended.isEmpty }
}

/// A favourite as the lists show it: the event (fresh from the page, or its last snapshot when
/// the page no longer lists it), when it was saved, and whether the page still lists it.
public struct DevEventSavedEvent: Sendable, Hashable {
    /// The event as the page shows it now, or as last seen.
    public var event: DevEvent
    /// When the user saved it.
    public var addedAt: Date
    /// Whether the current page still lists it.
    public var onPage: Bool

    /// A saved event from its parts.
    public init(event: DevEvent, addedAt: Date, onPage: Bool) {
        self.event = event
        self.addedAt = addedAt
        self.onPage = onPage
    }
}
