import Foundation
import QuickSearchDomain

/// KMA's dates and times: a `yyyyMMdd` date and an `HHmm` time in Korea time, as requests name a
/// base (`base_date`, `base_time`) and rows their base and time (`baseDate`/`baseTime`,
/// `fcstDate`/`fcstTime`).
enum KMADateTime {
    /// The instant of a date and time; nil unless both are all ASCII digits of their width and
    /// name a real date and time (no `20241131`, no `2400`).
    static func instant(date: String, time: String) -> Date? {
        guard let day = digits(of: date, width: 8), let clock = digits(of: time, width: 4) else { return nil }
        let (year, month, dayOfMonth) = (day / 10_000, day / 100 % 100, day % 100)
        let (hour, minute) = (clock / 100, clock % 100)
        guard (1...12).contains(month), (1...31).contains(dayOfMonth), hour < 24, minute < 60 else { return nil }
        // 31 November is not a real date.
        return KoreaTime.calendar.date(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute)
    }

    /// Whether an `HHmm` time ends in `00`, by its last two bytes (whether it is a time at all
    /// is `instant(date:time:)`'s to say).
    static func isOnTheHour(_ time: String) -> Bool {
        var time = time
        return time.withUTF8 {
            $0.count >= 2 && $0[$0.count - 1] == UInt8(ascii: "0") && $0[$0.count - 2] == UInt8(ascii: "0")
        }
    }

    /// The instant of the last date and time asked, kept for the next row: an answer's rows
    /// come a dozen to a time.
    struct Memo {
        private var date = ""
        private var time = ""
        private var last: Date?

        /// `KMADateTime.instant(date:time:)`.
        mutating func instant(date: String, time: String) -> Date? {
            if date == self.date, time == self.time, !date.isEmpty { return last }
            self.date = date
            self.time = time
            last = KMADateTime.instant(date: date, time: time)
            return last
        }
    }

    /// The number `text` writes when it is exactly `width` ASCII digits (read in one pass over
    /// its bytes: a forecast answer has about a thousand rows, each with two dates and times).
    private static func digits(of text: String, width: Int) -> Int? {
        var value = 0
        var count = 0
        for byte in text.utf8 {
            guard count < width, isDigit(byte) else { return nil }
            value = value * 10 + Int(byte &- UInt8(ascii: "0"))
            count += 1
        }
        return count == width ? value : nil
    }

    /// `yyyyMMdd` in Korea time.
    static func date(_ instant: Date) -> String {
        KoreaTime.calendar.dayText(instant, separator: "")
    }

    /// `HHmm` in Korea time.
    static func time(_ instant: Date) -> String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute], from: instant)
        return DecimalText.padded(parts.hour ?? 0, width: 2) + DecimalText.padded(parts.minute ?? 0, width: 2)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
