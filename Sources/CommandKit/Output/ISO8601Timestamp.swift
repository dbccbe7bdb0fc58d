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
        var text: [UInt8] = []
        text.reserveCapacity(25)
        append(civil.year, width: 4, then: "-", to: &text)
        append(civil.month, width: 2, then: "-", to: &text)
        append(civil.day, width: 2, then: "T", to: &text)
        append(secondOfDay / 3600, width: 2, then: ":", to: &text)
        append(secondOfDay / 60 % 60, width: 2, then: ":", to: &text)
        append(secondOfDay % 60, width: 2, then: offsetSeconds < 0 ? "-" : "+", to: &text)
        append(offsetMinutes / 60, width: 2, then: ":", to: &text)
        append(offsetMinutes % 60, width: 2, then: nil, to: &text)
        return String(decoding: text, as: UTF8.self)
    }

    /// The digits of `value` (not negative), zero-padded to `width`, then `separator`.
    private static func append(_ value: Int, width: Int, then separator: Unicode.Scalar?, to text: inout [UInt8]) {
        text.appendDigits(of: UInt(value), width: width)
        if let separator { text.append(UInt8(ascii: separator)) }
    }
}
