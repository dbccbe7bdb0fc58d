import Foundation

/// Orders for a list of events.
public enum DevEventSortOrder: String, Sendable, Codable, Hashable, CaseIterable {
    /// Soonest start first (the end when there is no start), undated events last.
    case date
    /// By title, case- and width-insensitively.
    case title
}

extension DevEventSortOrder {
    /// `events` in this order; ties keep a stable order by title, then id.
    public func sorted(_ events: [DevEvent]) -> [DevEvent] {
        let keyed = events.map { (event: $0, title: DevEventTextNormalizer.fold($0.title), date: $0.start ?? $0.end) }
        return keyed.sorted { lhs, rhs in
            if self == .date, lhs.date != rhs.date {
                guard let left = lhs.date else { return false }
                guard let right = rhs.date else { return true }
                return left < right
            }
            if lhs.title != rhs.title { return lhs.title < rhs.title }
            return lhs.event.id < rhs.event.id
        }.map(\.event)
    }
}
