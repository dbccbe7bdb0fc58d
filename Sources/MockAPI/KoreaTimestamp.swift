import CivilCalendar

/// Korea-time dates and times as the portal writes them (`yyyyMMdd`, `HHmm`, `yyyyMMddHH`),
/// over Unix seconds. Korea keeps UTC+9 all year.
enum KoreaTimestamp {
    static let offsetSeconds = 9 * 3600

    /// The Unix seconds of a `yyyyMMdd` date and an `HHmm` (or `HH`) time in Korea time; nil
    /// unless both are all digits of the right length and name a real date and time.
    static func unixSeconds(date: String, time: String) -> Int? {
        guard date.utf8.count == 8, time.utf8.count == 4 || time.utf8.count == 2,
            let year = digits(date, 0, 4), let month = digits(date, 4, 2), let day = digits(date, 6, 2),
            let hour = digits(time, 0, 2)
        else { return nil }
        let minute = time.utf8.count == 4 ? digits(time, 2, 2) : 0
        guard let minute, (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60 else { return nil }
        let civil = CivilTime(
            date: CivilDate(year: year, month: month, day: day),
            hour: hour,
            minute: minute,
            second: 0
        )
        let seconds = civil.unixSeconds(offsetSeconds: offsetSeconds)
        // 31 February comes back as 3 March: not a real date.
        guard CivilTime(unixSeconds: seconds, offsetSeconds: offsetSeconds) == civil else { return nil }
        return seconds
    }

    /// `yyyyMMdd` of `seconds` in Korea time.
    static func dateText(_ seconds: Int) -> String {
        let civil = CivilTime(unixSeconds: seconds, offsetSeconds: offsetSeconds)
        return padded(civil.date.year, 4) + padded(civil.date.month, 2) + padded(civil.date.day, 2)
    }

    /// `HHmm` of `seconds` in Korea time.
    static func timeText(_ seconds: Int) -> String {
        let civil = CivilTime(unixSeconds: seconds, offsetSeconds: offsetSeconds)
        return padded(civil.hour, 2) + padded(civil.minute, 2)
    }

    /// Days since 1970-01-01 of the Korea-time date holding `seconds`.
    static func dayNumber(_ seconds: Int) -> Int {
        floorDivide(seconds + offsetSeconds, 86_400)
    }

    /// The Korea-time hour of day (0–23) holding `seconds`.
    static func hourOfDay(_ seconds: Int) -> Int {
        floorDivide(seconds + offsetSeconds, 3600) - dayNumber(seconds) * 24
    }

    /// The Unix seconds of Korea-time midnight starting day `day`.
    static func startOfDay(_ day: Int) -> Int {
        day * 86_400 - offsetSeconds
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func digits(_ text: String, _ start: Int, _ count: Int) -> Int? {
        let bytes = Array(text.utf8)
        guard start + count <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[start..<(start + count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
