import Foundation

extension SQLiteValue {
    /// An integer value from a Swift `Int`.
    public static func int(_ value: Int) -> SQLiteValue {
        .integer(Int64(value))
    }

    /// A date stored as whole milliseconds since 1970-01-01 UTC (sub-millisecond precision is dropped;
    /// dates beyond the `Int64` range are clamped).
    public static func date(_ value: Date) -> SQLiteValue {
        .integer(unixMilliseconds(of: value))
    }

    /// Text, or `NULL` when `value` is nil.
    public static func optionalText(_ value: String?) -> SQLiteValue {
        value.map(SQLiteValue.text) ?? .null
    }

    /// Milliseconds since 1970 for `date`, clamped to the `Int64` range; NaN becomes 0.
    static func unixMilliseconds(of date: Date) -> Int64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds.isFinite else {
            return milliseconds.isNaN ? 0 : (milliseconds > 0 ? .max : .min)
        }
        // 2^63 is exactly representable as a Double; anything at or beyond it does not fit.
        if milliseconds >= 9_223_372_036_854_775_808.0 { return .max }
        if milliseconds < -9_223_372_036_854_775_808.0 { return .min }
        return Int64(milliseconds)
    }

    /// The date `milliseconds` after 1970-01-01 UTC.
    static func date(fromUnixMilliseconds milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
