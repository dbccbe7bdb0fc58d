/// Reads the numbers in KMA's value strings: finite, not a missing-value sentinel (≥ 900 or
/// ≤ −900), and within what the quantity can be; anything else is no value.
public enum ForecastValue {
    /// Temperatures, °C (`TMP`, `T1H`, `TMN`, `TMX`).
    public static let temperatures: ClosedRange<Double> = -80...70
    /// Percentages (`POP`, `REH`).
    public static let percentages: ClosedRange<Double> = 0...100
    /// Wind speeds, m/s (`WSD`).
    public static let windSpeeds: ClosedRange<Double> = 0...100

    /// The number `text` holds, if it is one within `range`.
    public static func number(_ text: String?, in range: ClosedRange<Double>) -> Double? {
        guard let text, text.utf8.count <= 32,
            let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite,
            value > -900, value < 900, range.contains(value)
        else { return nil }
        return value
    }

    /// A whole number within `range` (a `"30.0"` is 30; a `"30.5"` is none).
    public static func integer(_ text: String?, in range: ClosedRange<Double>) -> Int? {
        number(text, in: range).flatMap { Int(exactly: $0) }
    }
}
