import CivilCalendar
import Foundation

/// A calendar day in Korea (Asia/Seoul), written `2026-08-22`.
public struct DevEventDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil unless the day exists.
    public init?(year: Int, month: Int, day: Int) {
        guard DevEventMonth(year: year, month: month) != nil,
            (1...CivilDate.daysIn(month: month, of: year)).contains(day)
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

    /// Days since 1970-01-01 (see `CivilDate`: no calendar object, so a span of days costs
    /// nothing per day).
    var daysSinceEpoch: Int {
        CivilDate(year: year, month: month, day: day).daysSince1970
    }

    /// The day `days` after 1970-01-01.
    private init(daysSinceEpoch days: Int) {
        let civil = CivilDate(daysSince1970: days)
        (year, month, day) = (civil.year, civil.month, civil.day)
    }

    private static let mondayEpoch = DevEventDay(year: 2024, month: 1, day: 1)?.daysSinceEpoch ?? 19_723
}

extension DevEventMonth {
    /// Its days, first to last.
    public var days: [DevEventDay] {
        (1...CivilDate.daysIn(month: month, of: year)).compactMap {
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
