import Foundation
import QuickSearchDomain

/// AirKorea's measurement time (`dataTime`), `yyyy-MM-dd HH:mm` in Korea time, where `24:00` is
/// the next day's midnight (the hour 23:00–24:00 is labelled by its end).
enum AirKoreaDataTime {
    /// The years read: a data time outside them is no data time (`9999-12-31 24:00` would
    /// otherwise be the year 10000).
    static let years = 2000...2999

    /// The instant of a `dataTime`; nil for anything not in that form: every field ASCII digits
    /// of its width, a real calendar date within `years`, an hour 00–23 (or `24:00` exactly) and a
    /// minute 00–59, one space between date and time. Nothing is rolled over but `24:00`.
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingSpaces()
        guard trimmed.utf8.count == 16 else { return nil }
        let bytes = Array(trimmed.utf8)
        let digitPositions = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15]
        guard digitPositions.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }),
            bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: " "),
            bytes[13] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int {
            range.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) }
        }
        let year = number(0..<4)
        let month = number(5..<7)
        let day = number(8..<10)
        let hour = number(11..<13)
        let minute = number(14..<16)
        guard years.contains(year), (1...12).contains(month), (1...31).contains(day), minute < 60,
            hour < 24 || (hour == 24 && minute == 0)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day)
        guard let midnight = KoreaTime.calendar.date(from: components) else { return nil }
        // 31 November would come back as 1 December: not a real date.
        let check = KoreaTime.calendar.dateComponents([.year, .month, .day], from: midnight)
        guard check.year == year, check.month == month, check.day == day else { return nil }
        return midnight.addingTimeInterval(TimeInterval(hour * 3600 + minute * 60))
    }
}
