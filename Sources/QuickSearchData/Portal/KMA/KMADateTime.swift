import Foundation
import QuickSearchDomain

/// KMA's dates and times: a `yyyyMMdd` date and an `HHmm` time in Korea time, as requests name a
/// base (`base_date`, `base_time`) and rows their base and time (`baseDate`/`baseTime`,
/// `fcstDate`/`fcstTime`).
enum KMADateTime {
    /// The instant of a date and time; nil unless both are all ASCII digits of their width and
    /// name a real date and time (no `20241131`, no `2400`).
    static func instant(date: String, time: String) -> Date? {
        guard date.utf8.count == 8, time.utf8.count == 4,
            date.utf8.allSatisfy(isDigit), time.utf8.allSatisfy(isDigit),
            let year = Int(date.prefix(4)), let month = Int(date.dropFirst(4).prefix(2)), let day = Int(date.suffix(2)),
            let hour = Int(time.prefix(2)), let minute = Int(time.suffix(2)),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60
        else { return nil }
        // 31 November is not a real date.
        return KoreaTime.calendar.date(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// `yyyyMMdd` in Korea time.
    static func date(_ instant: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: instant)
        return digits(parts.year ?? 0, 4) + digits(parts.month ?? 0, 2) + digits(parts.day ?? 0, 2)
    }

    /// `HHmm` in Korea time.
    static func time(_ instant: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute], from: instant)
        return digits(parts.hour ?? 0, 2) + digits(parts.minute ?? 0, 2)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
