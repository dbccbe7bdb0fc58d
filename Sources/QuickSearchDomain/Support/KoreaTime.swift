import Foundation

/// Korea Standard Time, the zone every upstream dates in and every output shows times in,
/// never the machine's local time zone.
public enum KoreaTime {
    /// UTC+9, in seconds: Korea keeps one offset all year (no daylight saving since 1988).
    public static let offsetSeconds = 9 * 3600

    /// The fixed UTC+9 offset, which is Asia/Seoul for every time since 1988: a fixed zone
    /// needs none of the system's zone data, whose loading (through ICU) would cost every run
    /// milliseconds, and every date computed in it is plain arithmetic.
    public static let timeZone: TimeZone = TimeZone(secondsFromGMT: offsetSeconds) ?? .gmt

    /// The Gregorian calendar in `timeZone`, by plain arithmetic (see `KoreaCalendar`).
    public static let calendar = KoreaCalendar()
}
