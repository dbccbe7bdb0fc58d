import Foundation

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
