import Foundation

extension DevEventFilter {
    /// How many of `events` pass every criterion but the status, counted by the status that
    /// keeps them out: what a wider `--ended`/`--all` would add.
    public func hiddenByStatus(in events: [DevEvent], at now: Date) -> [DevEventStatus: Int] {
        var anyStatus = self
        anyStatus.statuses = Set(DevEventStatus.allCases)
        var hidden: [DevEventStatus: Int] = [:]
        for event in anyStatus.apply(to: events, at: now) where !statuses.contains(event.status(at: now)) {
            hidden[event.status(at: now), default: 0] += 1
        }
        return hidden
    }
}
