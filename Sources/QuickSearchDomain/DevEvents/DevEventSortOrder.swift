import Foundation

/// Orders for a list of events.
public enum DevEventSortOrder: String, Sendable, Codable, Hashable, CaseIterable {
    /// Soonest start first (the end when there is no start), undated events last; the default,
    /// the same order as `start` under its older name.
    case date
    /// Soonest start first (the end when there is no start), undated events last.
    case start
    /// Soonest deadline first (see `DevEvent.deadline`): events without one after those with
    /// one, by start, and undated events last.
    case deadline
    /// By title, case- and width-insensitively.
    case title
}

extension DevEventSortOrder {
    /// Whether a listing in this order reads by date, so that it can be grouped by month.
    public var isChronological: Bool { self == .date || self == .start }

    /// `events` in this order; ties keep a stable order by title, then id. O(n log n): the keys
    /// are computed once per event, reading each event in place, and the events themselves are
    /// copied once, into the result (an event holds a dozen references).
    public func sorted(_ events: [DevEvent]) -> [DevEvent] {
        var keys: [(group: Int, instant: Date, title: String, id: String)] = []
        keys.reserveCapacity(events.count)
        for index in events.indices {
            let rank = rank(events[index])
            keys.append((rank.group, rank.instant, DevEventTextNormalizer.fold(events[index].title), events[index].id))
        }
        let order = keys.indices.sorted { lhs, rhs in
            if keys[lhs].group != keys[rhs].group { return keys[lhs].group < keys[rhs].group }
            if keys[lhs].instant != keys[rhs].instant { return keys[lhs].instant < keys[rhs].instant }
            if keys[lhs].title != keys[rhs].title { return keys[lhs].title < keys[rhs].title }
            return keys[lhs].id < keys[rhs].id
        }
        return order.map { events[$0] }
    }

    /// Where `event` goes before its title is compared: groups in order (with a deadline, then
    /// dated, then undated, as the order has them), each by its instant.
    private func rank(_ event: DevEvent) -> (group: Int, instant: Date) {
        let dated = (event.start ?? event.end).map { (group: 1, instant: $0) } ?? (group: 2, instant: .distantPast)
        switch self {
        case .title: return (0, .distantPast)
        case .date, .start: return dated
        case .deadline: return event.deadline.map { (0, $0) } ?? dated
        }
    }
}
