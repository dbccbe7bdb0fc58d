import Foundation

/// A time as `2018-12-16T09:40:08+09:00` by plain calendar arithmetic (Gregorian, whole
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
        let (year, month, day) = civilDate(daysSince1970: dayNumber)
        guard (1600...9999).contains(year) else { return nil }
        let offsetMinutes = abs(offsetSeconds) / 60
        var text = digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2)
        text += "T" + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay / 60 % 60, 2)
        text += ":" + digits(secondOfDay % 60, 2) + (offsetSeconds < 0 ? "-" : "+")
        text += digits(offsetMinutes / 60, 2) + ":" + digits(offsetMinutes % 60, 2)
        return text
    }

    /// The year, month and day of a day counted from 1970-01-01 (day 0), by the proleptic
    /// Gregorian calendar: eras of 400 years (146,097 days) counted from 0000-03-01, so that
    /// the leap day ends each year of the era.
    static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let days = daysSince1970 + 719_468  // from 0000-03-01
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
