import CivilCalendar
import Foundation

/// The calendar every Dev-Event date is read and shown in: Gregorian, Asia/Seoul (KST, UTC+9),
/// never the machine's local time zone.
public enum DevEventCalendar {
    /// Asia/Seoul (see `KoreaTime`).
    public static let timeZone = KoreaTime.timeZone

    /// A Gregorian calendar in `timeZone`.
    public static let calendar = KoreaTime.calendar

    /// The instant of `hour`:`minute`:`second` on the given day in Seoul, or nil when the day
    /// does not exist (e.g. 2 30). `hour` may be 24 (the next day's midnight).
    public static func date(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Date? {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, of: year)).contains(day),
            (0...24).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        guard let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return nil }
        return midnight.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60 + second))
    }

    /// The year and month (in Seoul) an instant falls in.
    public static func month(of date: Date) -> DevEventMonth? {
        let components = calendar.dateComponents([.year, .month], from: date)
        guard let year = components.year, let month = components.month else { return nil }
        return DevEventMonth(year: year, month: month)
    }
}
