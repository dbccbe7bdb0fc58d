/// The one rule for reading a number an upstream writes as text (forecast and observed values,
/// dust readings and coordinates, places' coordinates, counts and sizes): an optional
/// sign, ASCII digits, and optionally a point followed by ASCII digits (`12`, `-3.5`, `+0.034`,
/// `007`), with ASCII spaces or tabs around it. Nothing else is a number: no hexadecimal
/// (`0x1F`, which `Double(String)` reads as 31), no exponent (`4.2e1`, read as 42), no `nan` or
/// `inf`, no `1.` or `.5`, no digit groups, no digits of other scripts, and nothing longer than
/// `maximumLength` characters. Reading is one pass over at most `maximumLength + 1` bytes and
/// allocates nothing for the forms upstreams write (see `decimal`).
public enum NumberText {
    /// The longest text read as a number (coordinates need about 20 characters).
    public static let maximumLength = 40

    /// The value of a decimal number written in the form above (`-0` reads as 0); nil for
    /// anything else and for a value that is not finite.
    ///
    /// A significand of at most 2^53 with at most 22 fraction digits is exact as a `Double`, and
    /// so is the power of ten it is divided by: the one division is then correctly rounded, the
    /// value `Double(String)` gives. Longer numbers are left to `Double(String)`.
    @inlinable
    public static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
        guard let number = Scanned(text, allowsFraction: true) else { return nil }
        let value: Double
        if let significand = number.significand, significand <= 1 << 53, number.fractionDigits <= 22 {
            var scale = 1.0
            for _ in 0..<number.fractionDigits { scale *= 10 }
            value = Double(significand) / scale
        } else {
            let digits = String(decoding: text.utf8.dropFirst(number.start).prefix(number.length), as: UTF8.self)
            guard let parsed = Double(digits), parsed.isFinite else { return nil }
            value = parsed.magnitude
        }
        if value == 0 { return 0 }
        return number.isNegative ? -value : value
    }

    /// The value of a whole number written in the form above without a fraction; nil for
    /// anything else and for a value an `Int` cannot hold.
    @inlinable
    public static func integer<Text: StringProtocol>(_ text: Text) -> Int? {
        guard let number = Scanned(text, allowsFraction: false), let significand = number.significand else {
            return nil
        }
        if significand <= UInt64(Int.max) {
            let value = Int(significand)
            return number.isNegative ? -value : value
        }
        return number.isNegative && significand == UInt64(Int.max) + 1 ? Int.min : nil
    }

    /// Whether `text` is a number in the form above (a fraction allowed).
    @inlinable
    public static func isNumber<Text: StringProtocol>(_ text: Text) -> Bool {
        Scanned(text, allowsFraction: true) != nil
    }

    /// A text checked against the form above in one pass: its sign, its digits as one whole
    /// number (the point left out), how many of them follow the point, and where the number
    /// (sign included) lies in the text's UTF-8 bytes.
    @usableFromInline
    struct Scanned: Equatable {
        /// Whether the number starts with `-`.
        @usableFromInline var isNegative = false
        /// Every digit as one whole number; nil past `UInt64`.
        @usableFromInline var significand: UInt64? = 0
        /// How many digits follow the point.
        @usableFromInline var fractionDigits = 0
        /// The byte offset of the number's first character, and its length in bytes.
        @usableFromInline var start = 0
        @usableFromInline var length = 0

        /// The text read as a number, or nil when it is not one (inlinable, so that callers in
        /// other modules get it specialised for their text type).
        @inlinable
        init?<Text: StringProtocol>(_ text: Text, allowsFraction: Bool) {
            // Where the scan is: before the number, in its whole part, in its fraction, after it.
            var stage = 0
            var offset = 0
            var wholeDigits = 0
            var sawPoint = false
            for byte in text.utf8 {
                guard offset < NumberText.maximumLength else { return nil }
                defer { offset += 1 }
                let isBlank = byte == 0x20 || byte == 0x09
                switch (stage, byte) {
                case (0, _) where isBlank, (2, _) where isBlank:
                    continue
                case (0, UInt8(ascii: "+")), (0, UInt8(ascii: "-")):
                    isNegative = byte == UInt8(ascii: "-")
                    start = offset
                    stage = 1
                case (0...1, UInt8(ascii: "0")...UInt8(ascii: "9")):
                    if stage == 0 { start = offset }
                    stage = 1
                    if sawPoint { fractionDigits += 1 } else { wholeDigits += 1 }
                    significand = significand.flatMap { Self.appending(byte, to: $0) }
                    length = offset - start + 1
                case (1, UInt8(ascii: ".")) where allowsFraction && !sawPoint && wholeDigits > 0:
                    sawPoint = true
                case (1, _) where isBlank:
                    stage = 2
                default:
                    return nil
                }
            }
            guard wholeDigits > 0, !sawPoint || fractionDigits > 0 else { return nil }
        }

        /// `value` with one more decimal digit, or nil past `UInt64`.
        @inlinable
        static func appending(_ digit: UInt8, to value: UInt64) -> UInt64? {
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(digit &- UInt8(ascii: "0")))
            return overflowed || carried ? nil : sum
        }
    }
}
