import Foundation

/// Korea Standard Time, the zone every upstream dates in and every output shows times in,
/// never the machine's local time zone.
public enum KoreaTime {
    /// UTC+9, in seconds: Korea keeps one offset all year (no daylight saving since 1988).
    public static let offsetSeconds = 9 * 3600

    /// Asia/Seoul; a fixed UTC+9 offset (identical since 1988) when the system has no tz data.
    public static let timeZone: TimeZone =
        TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt

    /// A Gregorian calendar in `timeZone`.
    public static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}
