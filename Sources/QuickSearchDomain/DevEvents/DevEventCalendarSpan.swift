import Foundation

/// How an event's period sits in a calendar.
///
/// - No time given: whole days, from the first date to the last (inclusive).
/// - One date with a start time (`09. 02(수) 18:00`), an open range, or a bare deadline with a
///   time: one hour from the only instant.
/// - Otherwise, when either end gives a time: a timed span, so that a registration window
///   closing at `08. 22(토) 09:00` ends at 09:00 that day. A date-only start begins at 00:00
///   Korea time; a date-only end finishes at the following midnight.
public enum DevEventCalendarSpan: Sendable, Hashable {
    /// Whole days in Korea time: `first` and `last` are instants within the first and last day.
    case allDay(first: Date, last: Date)
    /// From `start` to `end` (later than `start`).
    case timed(start: Date, end: Date)

    /// The span of `event`; nil when it has no date.
    public init?(_ event: DevEvent) {
        guard let first = event.start ?? event.end else { return nil }
        let last = event.end ?? first
        guard event.startTimeGiven || event.endTimeGiven else {
            self = .allDay(first: first, last: last)
            return
        }
        let sameDay = KoreaTime.calendar.isDate(first, inSameDayAs: last)
        let oneInstant =
            event.start == nil || event.end == nil || (event.startTimeGiven && !event.endTimeGiven && sameDay)
        if oneInstant {
            let instant = event.start != nil && event.startTimeGiven ? first : (event.end ?? first)
            self = .timed(start: instant, end: instant.addingTimeInterval(3600))
            return
        }
        let end = event.endTimeGiven ? last : last.addingTimeInterval(1)
        self = .timed(start: first, end: max(end, first.addingTimeInterval(60)))
    }
}

extension DevEvent {
    /// The moment a registration, application or recruitment window closes: its end, or
    /// 23:59 Korea time of its last day when no time is given. Nil for an event date and for
    /// a window without an end.
    public var closingMoment: Date? {
        guard [.registration, .application, .recruitment].contains(self.periodKind), let end = self.end else {
            return nil
        }
        guard !self.endTimeGiven else { return end }
        return end.addingTimeInterval(-end.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60))
    }
}
