import Foundation

extension DevEvent {
    /// The moment a registration, application or recruitment window closes: its end, or
    /// 23:59 Korea time of its last day when no time is given. Nil for an event date and for
    /// a window without an end.
    public var closingMoment: Date? {
        guard [.registration, .application, .recruitment].contains(periodKind), let end else { return nil }
        guard !endTimeGiven else { return end }
        return end.addingTimeInterval(-end.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60))
    }
}
