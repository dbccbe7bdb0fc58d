import Foundation

/// What makes an event due: its registration closing, or its start.
public enum DevEventDueKind: String, Sendable, Codable, Hashable, CaseIterable {
    /// A registration, application or recruitment window closes (`DevEvent.closingMoment`).
    case registration
    /// An event date begins (`DevEvent.start` of an `일시` period).
    case event
}

/// One moment an event falls due, as `devevents due` lists and announces it.
///
/// Rules: a registration window is due at its closing moment (23:59 Korea time of its last day
/// when the page gives no time); an event date at its start. A start given without a time is
/// due all that day: it stays due until the day ends, and shows as `오늘` (today).
public struct DevEventDue: Sendable, Hashable {
    public var event: DevEvent
    public var kind: DevEventDueKind
    /// The instant it falls due.
    public var moment: Date
    /// Whether the moment has a time of day: given on the page, or 23:59 by the closing rule.
    public var hasTime: Bool

    /// The moments `event` falls due: when its window closes, or when it starts.
    public static func moments(of event: DevEvent) -> [DevEventDue] {
        if let closing = event.closingMoment {
            return [DevEventDue(event: event, kind: .registration, moment: closing, hasTime: true)]
        }
        if event.periodKind == .eventDate, let start = event.start {
            return [DevEventDue(event: event, kind: .event, moment: start, hasTime: event.startTimeGiven)]
        }
        return []
    }

    /// The moments of `events` of the `kinds` that fall due from `now` to `now + window`
    /// seconds (a start without a time: while its day lasts), soonest first, then by title and
    /// id. O(n log n) in the number of events.
    public static func select(
        from events: [DevEvent],
        within window: TimeInterval,
        kinds: Set<DevEventDueKind> = Set(DevEventDueKind.allCases),
        at now: Date
    ) -> [DevEventDue] {
        let limit = now.addingTimeInterval(window)
        let due = events.flatMap(moments).filter { due in
            kinds.contains(due.kind) && due.moment <= limit && due.lastsUntil >= now
        }
        let titles = due.map { DevEventTextNormalizer.fold($0.event.title) }
        return due.indices.sorted { lhs, rhs in
            if due[lhs].moment != due[rhs].moment { return due[lhs].moment < due[rhs].moment }
            if titles[lhs] != titles[rhs] { return titles[lhs] < titles[rhs] }
            return due[lhs].event.id < due[rhs].event.id
        }
        .map { due[$0] }
    }

    /// The last instant it is still due: the moment, or for a start without a time the end of
    /// its day in Korea.
    public var lastsUntil: Date {
        guard !hasTime else { return moment }
        // Korea keeps one offset all year: every day there is 86,400 seconds long.
        return DevEventCalendar.calendar.startOfDay(for: moment).addingTimeInterval(86_399)
    }

    /// How far off it is in Korean calendar days: `오늘 18:00` (or `오늘` for a day without a
    /// time) on its day, `D-1` the day before, `D-7` a week before.
    public func dday(at now: Date) -> String {
        let days = DevEventDay(now).flatMap { today in DevEventDay(moment).map(today.days) } ?? 0
        guard days <= 0 else { return "D-\(days)" }
        guard hasTime else { return "오늘" }
        let parts = DevEventCalendar.calendar.dateComponents([.hour, .minute], from: moment)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return "오늘 " + (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }
}
