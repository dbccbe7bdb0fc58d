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

    /// A moment: `8/22 (토) 14:00`, or `8/22 (토)` without its time.
    static func moment(_ date: Date, withTime: Bool) -> String {
        day(date) + time(date, given: withTime)
    }

    /// A day: `8/22 (토)`.
    static func day(_ day: DevEventDay) -> String {
        "\(day.month)/\(day.day) (\(weekdayName(day)))"
    }

    /// The Korean name of a day's weekday: `월` to `일`.
    static func weekdayName(_ day: DevEventDay) -> String {
        weekdays[day.weekday % 7]
    }

    /// The Korean weekday names, Monday first, as a calendar's columns read.
    static let weekdaysFromMonday = ["월", "화", "수", "목", "금", "토", "일"]

    /// A month as a heading: `2026년 8월`.
    static func monthHeading(_ month: DevEventMonth) -> String {
        "\(month.year)년 \(month.month)월"
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

    /// The time of day: `14:00`.
    static func clock(_ date: Date) -> String {
        let parts = DevEventCalendar.calendar.dateComponents([.hour, .minute], from: date)
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(parts.hour ?? 0)):\(two(parts.minute ?? 0))"
    }

    private static func sameDay(_ first: Date, _ second: Date) -> Bool {
        DevEventCalendar.calendar.isDate(first, inSameDayAs: second)
    }
}
