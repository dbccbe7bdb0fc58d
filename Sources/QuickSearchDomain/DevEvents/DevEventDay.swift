import Foundation

/// A calendar day in Korea (Asia/Seoul), written `2026-08-22`.
public struct DevEventDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil unless the day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard DevEventMonth(year: year, month: month) != nil,
            (1...DevEventCalendar.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in Korea.
    public init?(_ date: Date) {
        let parts = DevEventCalendar.calendar.dateComponents([.year, .month, .day], from: date)
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Its first instant in Korea.
    public var start: Date? { DevEventCalendar.date(year: year, month: month, day: day) }

    /// 1 for Monday through 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // Zeller-style count from a known Monday: 2024-01-01.
        let days = daysSinceEpoch - DevEventDay.mondayEpoch
        return ((days % 7) + 7) % 7 + 1
    }

    /// The day `count` days later (earlier for a negative count).
    public func adding(days count: Int) -> DevEventDay {
        DevEventDay(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// Whole days from this day to `other`.
    public func days(to other: DevEventDay) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    public var description: String {
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    public static func < (lhs: DevEventDay, rhs: DevEventDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (civil-from-days arithmetic,
    /// no calendar object, so a span of days costs nothing per day).
    var daysSinceEpoch: Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1970-01-01.
    private init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    private static let mondayEpoch = DevEventDay(year: 2024, month: 1, day: 1)?.daysSinceEpoch ?? 19_723
}

extension DevEventMonth {
    /// Its days, first to last.
    public var days: [DevEventDay] {
        (1...DevEventCalendar.daysInMonth(year: year, month: month)).compactMap {
            DevEventDay(year: year, month: month, day: $0)
        }
    }

    /// Its weeks, Monday first: seven slots each, nil for the days of the months around it.
    public var weeks: [[DevEventDay?]] {
        let days = days
        guard let first = days.first else { return [] }
        var slots: [DevEventDay?] = Array(repeating: nil, count: first.weekday - 1) + days.map(Optional.some)
        slots += Array(repeating: nil, count: (7 - slots.count % 7) % 7)
        return stride(from: 0, to: slots.count, by: 7).map { Array(slots[$0..<$0 + 7]) }
    }
}
