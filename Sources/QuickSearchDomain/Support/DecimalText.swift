import Foundation

/// Numbers written as C's `printf` writes them, for the forms the requests and the weather and
/// dust reports use, without `String(format:)`: that one's first call in a run looks its
/// arguments' conformances up in the whole binary (about 1.1M instructions), on the way to a
/// request or to the output.
public enum DecimalText {
    /// `value` in decimal with at least `width` characters, zeros after any sign (`%0*d`).
    public static func padded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// `value` with `places` decimals (0 through 6), as `%.*f` writes it: rounded from the exact
    /// binary value, halves to even, `-` kept for a negative value that rounds to zero;
    /// `String(format:)` answers for magnitudes from 10^15 / 10^places up, infinities and NaN.
    public static func fixed(_ value: Double, places: Int) -> String {
        precondition((0...6).contains(places), "DecimalText.fixed takes 0 through 6 places")
        let scale = powersOfTen[places]
        let magnitude = value.magnitude
        guard value.isFinite, magnitude * scale < 1e15 else {
            return String(format: "%.*f", Int32(places), value)
        }
        // magnitude × scale exactly is product + residual: the fused multiply-add's one rounding
        // leaves the residual exact, and below 10^15 the product's fraction is exact too.
        let product = magnitude * scale
        let residual = (-product).addingProduct(magnitude, scale)
        let below = product.rounded(.down)
        let fraction = product - below
        var units = Int(below)
        if fraction > 0.5 || (fraction == 0.5 && (residual > 0 || (residual == 0 && units % 2 == 1))) {
            units += 1
        }
        let sign = value.sign == .minus ? "-" : ""
        guard places > 0 else { return sign + String(units) }
        let unit = Int(scale)
        return sign + String(units / unit) + "." + padded(units % unit, width: places)
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1000, 10000, 100_000, 1_000_000]
}
