import Foundation

/// One row of a KMA answer: a category's value for a time. Forecast rows carry their
/// `fcstDate`/`fcstTime`; now-cast observations their `baseDate`/`baseTime`. The value stays
/// KMA's text until a reader checks it (`ForecastValue`, `PrecipitationAmount`).
public struct ForecastItem: Sendable, Hashable, Codable {
    /// `TMP`, `SKY`, `PTY`, `POP`, `PCP`, … as KMA names it.
    public var category: String
    public var time: Date
    public var value: String

    public init(category: String, time: Date, value: String) {
        self.category = category
        self.time = time
        self.value = value
    }

    /// The longest value kept, in bytes: longer than any KMA writes.
    public static let maximumValueLength = 64

    /// A row from KMA's fields: a `yyyyMMdd` date and an `HHmm` time in Korea time. Nil when
    /// the date or time is not all digits, not a real date or time, or the category or value is
    /// longer than any KMA writes (16 and `maximumValueLength` bytes).
    public init?(category: String, date: String, time: String, value: String) {
        guard category.utf8.count <= 16, value.utf8.count <= Self.maximumValueLength,
            let instant = Self.koreaTime(date: date, time: time)
        else { return nil }
        self.init(category: category, time: instant, value: value)
    }

    /// The instant of a Korea-time `yyyyMMdd` date and `HHmm` time; nil unless both name a real one.
    static func koreaTime(date: String, time: String) -> Date? {
        guard date.utf8.count == 8, time.utf8.count == 4,
            date.utf8.allSatisfy(Self.isDigit), time.utf8.allSatisfy(Self.isDigit),
            let year = Int(date.prefix(4)), let month = Int(date.dropFirst(4).prefix(2)), let day = Int(date.suffix(2)),
            let hour = Int(time.prefix(2)), let minute = Int(time.suffix(2)),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60
        else { return nil }
        let calendar = KoreaTime.calendar
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard let instant = calendar.date(from: parts) else { return nil }
        // 31 November would come back as 1 December: not a real date.
        let check = calendar.dateComponents([.year, .month, .day], from: instant)
        guard check.year == year, check.month == month, check.day == day else { return nil }
        return instant
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
