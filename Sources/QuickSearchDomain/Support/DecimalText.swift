import Foundation

/// Numbers written as C's `printf` writes them, for the two forms the requests use, without
/// `String(format:)`: that one's first call in a run looks its arguments' conformances up in
/// the whole binary (about 1.1M instructions), on the way to a request.
public enum DecimalText {
    /// `value` in decimal with at least `width` characters, zeros after any sign (`%0*d`).
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// `value` rounded to a whole number, halves to even, as `%.0f` writes it (`-0` for a
    /// negative value that rounds to zero); `String(format:)` answers outside ±10^18 and for
    /// infinities and NaN.
    public static func whole(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e18 else { return String(format: "%.0f", value) }
        let rounded = value.rounded(.toNearestOrEven)
        if rounded == 0 { return value.sign == .minus ? "-0" : "0" }
        return String(Int(rounded))
    }
}
