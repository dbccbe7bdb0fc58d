import CivilCalendar
import Foundation

/// A time as `2018-12-16T09:40:08+09:00` by plain calendar arithmetic (`CivilDate`, whole
/// seconds rounded down), which `Date.ISO8601FormatStyle` would work out through a calendar and
/// a time zone for every time of a listing.
enum ISO8601Timestamp {
    /// The text of `date` at a UTC offset of `offsetSeconds`; nil for what is left to
    /// Foundation: an offset of zero (written `Z`) or not a whole number of minutes, a year
    /// outside 1600–9999 (before the Gregorian reform Foundation counts Julian days).
    static func text(_ date: Date, offsetSeconds: Int) -> String? {
        guard offsetSeconds != 0, offsetSeconds % 60 == 0, date.timeIntervalSince1970.isFinite,
            abs(date.timeIntervalSince1970) < 300_000_000_000
        else { return nil }
        let local = Int(date.timeIntervalSince1970.rounded(.down)) + offsetSeconds
        let (days, second) = local.quotientAndRemainder(dividingBy: 86_400)
        let (dayNumber, secondOfDay) = second < 0 ? (days - 1, second + 86_400) : (days, second)
        let civil = CivilDate(daysSince1970: dayNumber)
        guard (1600...9999).contains(civil.year) else { return nil }
        let offsetMinutes = abs(offsetSeconds) / 60
        var text = digits(civil.year, 4) + "-" + digits(civil.month, 2) + "-" + digits(civil.day, 2)
        text += "T" + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay / 60 % 60, 2)
        text += ":" + digits(secondOfDay % 60, 2) + (offsetSeconds < 0 ? "-" : "+")
        text += digits(offsetMinutes / 60, 2) + ":" + digits(offsetMinutes % 60, 2)
        return text
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
