import CommandKit
import Foundation
import QuickSearchDomain

/// How `qsearch dust` writes numbers and times for people.
enum DustText {
    /// The largest magnitude printed; a reading beyond it is not a measurement.
    static let largestValue = 1e7

    /// `42`, `0.032`: the value with `decimals` decimals; nil for none or a value that is not a
    /// plausible number (not finite, or beyond `largestValue`).
    static func value(_ value: Double?, decimals: Int) -> String? {
        guard let value, value.isFinite, abs(value) < largestValue else { return nil }
        if decimals == 0 { return String(Int(value.rounded())) }
        return DecimalText.fixed(value, places: decimals)
    }

    /// A measurement's value and grade as a table cell or line shows it: `42 보통`, `42`, or
    /// nil when unavailable.
    static func valueAndGrade(_ measurement: DustMeasurement, decimals: Int = 0) -> String? {
        guard let text = value(measurement.value, decimals: decimals) else { return nil }
        return measurement.grade.map { "\(text) \($0.koreanName)" } ?? text
    }

    /// `1.2 km`, or nil for a distance that is not a plausible number.
    static func distance(_ kilometres: Double) -> String? {
        value(kilometres, decimals: 1)
    }

    /// The data time in Korea time: `14:00` on `now`'s day, `11-29 14:00` on another.
    static func time(_ date: Date, now: Date) -> String {
        let calendar = KoreaTime.calendar
        let parts = calendar.dateComponents([.month, .day, .hour, .minute], from: date)
        let two = { (number: Int?) in DecimalText.padded(number ?? 0, width: 2) }
        let clock = "\(two(parts.hour)):\(two(parts.minute))"
        return calendar.isDate(date, inSameDayAs: now) ? clock : "\(two(parts.month))-\(two(parts.day)) \(clock)"
    }
}
