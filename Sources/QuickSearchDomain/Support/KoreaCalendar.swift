import CivilCalendar
import Foundation

/// The Gregorian calendar at Korea's fixed UTC+9 (`KoreaTime`): the part of `Calendar`'s
/// interface the tools use, answering as `Calendar(identifier: .gregorian)` in that zone does
/// (checked against it in `KoreaCalendarTests`), by plain arithmetic. Foundation's calendar
/// works every date out through its general machinery, which a weather report (a thousand
/// forecast rows, each dated, grouped by day) would pay for at every run.
///
/// Times from 1900 to 2999 are computed here; anything else (and any component besides year,
/// month, day, hour, minute, second and weekday) is asked of Foundation's calendar.
public struct KoreaCalendar: Sendable {
    /// Foundation's calendar in the same zone, for what is left to it. Made on first use, which
    /// a report's dates never reach: making it fills Foundation's calendar, zone and locale
    /// caches (about 2.8M instructions), which every run that dates anything paid at its start.
    private static let foundationCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = KoreaTime.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    private var foundation: Calendar { Self.foundationCalendar }

    init() {}

    /// Seconds from 1970 of 1900-01-01 and 3000-01-01, UTC: the times computed here.
    private static let computed = -2_208_988_800.0..<32_503_680_000.0
    /// The components computed here.
    private static let computedComponents: Set<Calendar.Component> = [
        .year, .month, .day, .hour, .minute, .second, .weekday,
    ]

    /// The day (counted from 1970-01-01 in Korea) and the second of that day of `date`; nil
    /// outside the times computed here.
    private func local(_ date: Date) -> (day: Int, second: Int)? {
        let seconds = date.timeIntervalSince1970
        guard Self.computed.contains(seconds) else { return nil }
        let local = Int(seconds.rounded(.down)) + KoreaTime.offsetSeconds
        let (day, second) = local.quotientAndRemainder(dividingBy: 86_400)
        return second < 0 ? (day - 1, second + 86_400) : (day, second)
    }

    public func dateComponents(_ components: Set<Calendar.Component>, from date: Date) -> DateComponents {
        guard components.isSubset(of: Self.computedComponents), let (day, second) = local(date) else {
            return foundation.dateComponents(components, from: date)
        }
        let civil = CivilDate(daysSince1970: day)
        var parts = DateComponents()
        if components.contains(.year) { parts.year = civil.year }
        if components.contains(.month) { parts.month = civil.month }
        if components.contains(.day) { parts.day = civil.day }
        if components.contains(.hour) { parts.hour = second / 3600 }
        if components.contains(.minute) { parts.minute = second / 60 % 60 }
        if components.contains(.second) { parts.second = second % 60 }
        // 1970-01-01 was a Thursday; Sunday is 1.
        if components.contains(.weekday) { parts.weekday = ((day + 4) % 7 + 7) % 7 + 1 }
        return parts
    }

    /// The day holding `date` as `yyyy-MM-dd` (`separator` between the parts), as the portal's
    /// dates and the tools' texts write it; KMA's bases leave the separator out.
    public func dayText(_ date: Date, separator: String = "-") -> String {
        let parts = dateComponents([.year, .month, .day], from: date)
        return DecimalText.padded(parts.year ?? 0, width: 4) + separator
            + DecimalText.padded(parts.month ?? 0, width: 2) + separator + DecimalText.padded(parts.day ?? 0, width: 2)
    }

    public func component(_ component: Calendar.Component, from date: Date) -> Int {
        dateComponents([component], from: date).value(for: component) ?? foundation.component(component, from: date)
    }

    /// The instant of `components`; as Foundation's calendar, a day past the month's end or an
    /// hour of 24 runs on into the next month or day.
    public func date(from components: DateComponents) -> Date? {
        guard let year = components.year, let month = components.month, (1900...2998).contains(year),
            (1...12).contains(month), Self.holdsOnlyTime(components)
        else { return foundation.date(from: components) }
        let day = components.day ?? 1
        let hour = components.hour ?? 0
        let minute = components.minute ?? 0
        let second = components.second ?? 0
        guard (1...31).contains(day), (0...24).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return foundation.date(from: components) }
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        let local = days * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(local - KoreaTime.offsetSeconds))
    }

    /// The instant of a real date and time (nil for 31 November): what `date(from:)` gives for
    /// these components when `dateComponents` of it names the same day, by arithmetic alone for
    /// the years 1901–2998 (a weather report dates a thousand forecast rows this way).
    public func date(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Date? {
        guard (1901...2998).contains(year), (1...12).contains(month), (1...31).contains(day), (0..<24).contains(hour),
            (0..<60).contains(minute)
        else {
            let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
            guard let instant = date(from: parts) else { return nil }
            let check = dateComponents([.year, .month, .day], from: instant)
            return check.year == year && check.month == month && check.day == day ? instant : nil
        }
        guard day <= CivilDate.daysIn(month: month, of: year) else { return nil }
        let local = CivilDate(year: year, month: month, day: day).daysSince1970 * 86_400 + hour * 3600 + minute * 60
        return Date(timeIntervalSince1970: TimeInterval(local - KoreaTime.offsetSeconds))
    }

    /// Whether `components` sets nothing but the year, month, day, hour, minute and second.
    private static func holdsOnlyTime(_ components: DateComponents) -> Bool {
        components.calendar == nil && components.timeZone == nil && components.era == nil
            && components.nanosecond == nil && components.weekday == nil && components.weekdayOrdinal == nil
            && components.quarter == nil && components.weekOfMonth == nil && components.weekOfYear == nil
            && components.yearForWeekOfYear == nil && components.isLeapMonth == nil
    }

    public func startOfDay(for date: Date) -> Date {
        guard let (day, _) = local(date) else { return foundation.startOfDay(for: date) }
        return Date(timeIntervalSince1970: TimeInterval(day * 86_400 - KoreaTime.offsetSeconds))
    }

    public func isDate(_ date: Date, inSameDayAs other: Date) -> Bool {
        guard let (day, _) = local(date), let (otherDay, _) = local(other) else {
            return foundation.isDate(date, inSameDayAs: other)
        }
        return day == otherDay
    }

    /// `date` moved by `value` of `component`; days are always 24 hours long here.
    public func date(byAdding component: Calendar.Component, value: Int, to date: Date) -> Date? {
        guard component == .day, local(date) != nil, abs(value) < 1_000_000 else {
            return foundation.date(byAdding: component, value: value, to: date)
        }
        return date.addingTimeInterval(TimeInterval(value) * 86_400)
    }

    /// The day of the year (1 for 1 January) for `.day` in `.year`; anything else from Foundation.
    public func ordinality(of smaller: Calendar.Component, in larger: Calendar.Component, for date: Date) -> Int? {
        guard smaller == .day, larger == .year, let (day, _) = local(date) else {
            return foundation.ordinality(of: smaller, in: larger, for: date)
        }
        return day - CivilDate(year: CivilDate(daysSince1970: day).year, month: 1, day: 1).daysSince1970 + 1
    }
}
