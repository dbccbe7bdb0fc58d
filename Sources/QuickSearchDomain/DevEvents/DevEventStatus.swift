import Foundation

/// Where an event's period stands relative to a moment.
public enum DevEventStatus: String, Sendable, Codable, Hashable, CaseIterable {
    /// The period has not started.
    case upcoming
    /// The period has started (or has no known start) and has not ended.
    case ongoing
    /// The period's end has passed.
    case ended
    /// No date could be read.
    case unknown
}

extension DevEventSchedule {
    /// Where the period stands at `now`: `ended` once `now` is past `end`, `upcoming` before
    /// `start`, `ongoing` in between (also after the start of an open range and before a bare
    /// deadline), `unknown` without dates. Both ends are inclusive.
    public func status(at now: Date) -> DevEventStatus {
        guard isKnown else { return .unknown }
        if let end, now > end { return .ended }
        if let start, now < start { return .upcoming }
        return .ongoing
    }
}

extension DevEvent {
    /// Where the event's period stands at `now` (see `DevEventSchedule.status(at:)`).
    public func status(at now: Date) -> DevEventStatus {
        schedule.status(at: now)
    }
}
