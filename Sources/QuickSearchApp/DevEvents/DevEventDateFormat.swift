import CommandKit
import Foundation
import QuickSearchDomain

/// Event periods for people: `8/22 (토) 18:00`, `10/30 (목) 19:30 ~ 20:30`, `9/30 (수) ~ 10/1 (목)`.
enum DevEventDateFormat {
    private static let weekdays = ["일", "월", "화", "수", "목", "금", "토"]

    /// The period of `event`, or its raw text when no date could be read.
    static func period(_ event: DevEvent) -> String {
        switch (event.start, event.end) {
        case (let start?, let end?):
            let startText = day(start) + time(start, given: event.startTimeGiven)
            if sameDay(start, end) {
                return event.endTimeGiven && end != start ? "\(startText) ~ \(clock(end))" : startText
            }
            return "\(startText) ~ \(day(end))\(time(end, given: event.endTimeGiven))"
        case (let start?, nil):
            return day(start) + time(start, given: event.startTimeGiven) + " ~"
        case (nil, let end?):
            return "~ " + day(end) + time(end, given: event.endTimeGiven)
        case (nil, nil):
            return event.rawPeriod.isEmpty ? "–" : event.rawPeriod
        }
    }

    /// Where the event stands, in words: "in 3 days", "closes tomorrow", "ended 2 weeks ago".
    static func relative(_ event: DevEvent, now: Date) -> String {
        let words = RelativeTime(timeZone: DevEventCalendar.timeZone)
        switch event.status(at: now) {
        case .upcoming:
            return event.start.map { "starts " + words.describe($0, relativeTo: now) } ?? "upcoming"
        case .ongoing:
            guard let end = event.end else { return "ongoing" }
            return (event.periodKind == .eventDate ? "ends " : "closes ") + words.describe(end, relativeTo: now)
        case .ended:
            return event.end.map { "ended " + words.describe($0, relativeTo: now) } ?? "ended"
        case .unknown:
            return "date unknown"
        }
    }

    /// `8월` style month heading for grouping: `2026년 8월`.
    static func monthHeading(_ date: Date) -> String {
        let parts = DevEventCalendar.calendar.dateComponents([.year, .month], from: date)
        return "\(parts.year ?? 0)년 \(parts.month ?? 0)월"
    }

    private static func day(_ date: Date) -> String {
        let parts = DevEventCalendar.calendar.dateComponents([.month, .day, .weekday], from: date)
        return "\(parts.month ?? 0)/\(parts.day ?? 0) (\(weekdays[((parts.weekday ?? 1) - 1) % 7]))"
    }

    private static func time(_ date: Date, given: Bool) -> String {
        given ? " " + clock(date) : ""
    }

    private static func clock(_ date: Date) -> String {
        let parts = DevEventCalendar.calendar.dateComponents([.hour, .minute], from: date)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.hour ?? 0)):\(two(parts.minute ?? 0))"
    }

    private static func sameDay(_ first: Date, _ second: Date) -> Bool {
        DevEventCalendar.calendar.isDate(first, inSameDayAs: second)
    }
}
