import Foundation

/// Orders for a list of events.
public enum DevEventSortOrder: String, Sendable, Codable, Hashable, CaseIterable {
    /// Soonest start first (the end when there is no start), undated events last.
    case date
    /// By title, case- and width-insensitively.
    case title
}

extension DevEventSortOrder {
    /// `events` in this order; ties keep a stable order by title, then id. O(n log n): the keys
    /// are computed once per event and the events themselves are moved once.
    public func sorted(_ events: [DevEvent]) -> [DevEvent] {
        let titles = events.map { DevEventTextNormalizer.fold($0.title) }
        let dates = events.map { $0.start ?? $0.end }
        let order = events.indices.sorted { lhs, rhs in
            if self == .date, dates[lhs] != dates[rhs] {
                guard let left = dates[lhs] else { return false }
                guard let right = dates[rhs] else { return true }
                return left < right
            }
            if titles[lhs] != titles[rhs] { return titles[lhs] < titles[rhs] }
            return events[lhs].id < events[rhs].id
        }
        return order.map { events[$0] }
    }
}
