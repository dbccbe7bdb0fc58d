extension Array where Element == UInt8 {
    /// Appends the decimal digits of `value`, zero-padded to `width`: in place, without the
    /// `String` that `String(value)` would make.
    mutating func appendDigits(of value: UInt, width: Int = 1) {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let count = Swift.max(digits, width)
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var index = endIndex
        rest = value
        while rest > 0 {
            index -= 1
            self[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}
