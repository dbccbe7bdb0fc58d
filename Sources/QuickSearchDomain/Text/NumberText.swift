/// The one rule for reading a number an upstream writes as text (forecast and observed values,
/// dust readings and coordinates, places' coordinates, counts and sizes): an optional
/// sign, ASCII digits, and optionally a point followed by ASCII digits (`12`, `-3.5`, `+0.034`,
/// `007`), with ASCII spaces or tabs around it. Nothing else is a number: no hexadecimal
/// (`0x1F`, which `Double(String)` reads as 31), no exponent (`4.2e1`, read as 42), no `nan` or
/// `inf`, no `1.` or `.5`, no digit groups, no digits of other scripts, and nothing longer than
/// `maximumLength` characters. Checking takes time linear in the text, and at most
/// `maximumLength` characters are looked at.
public enum NumberText {
    /// The longest text read as a number (coordinates need about 20 characters).
    public static let maximumLength = 40

    /// The value of a decimal number written in the form above (`-0` reads as 0); nil for
    /// anything else and for a value that is not finite.
    @inlinable
    public static func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
        guard let number = trimmedNumber(text, allowsFraction: true), let value = Double(number), value.isFinite
        else { return nil }
        return value == 0 ? 0 : value
    }

    /// The value of a whole number written in the form above without a fraction; nil for
    /// anything else and for a value an `Int` cannot hold.
    @inlinable
    public static func integer<Text: StringProtocol>(_ text: Text) -> Int? {
        trimmedNumber(text, allowsFraction: false).flatMap { Int($0) }
    }

    /// Whether `text` is a number in the form above (a fraction allowed).
    @inlinable
    public static func isNumber<Text: StringProtocol>(_ text: Text) -> Bool {
        trimmedNumber(text, allowsFraction: true) != nil
    }

    /// The number without the spaces around it, when the text is one in the form above
    /// (inlinable, so that callers in other modules get it specialised for their text type).
    @inlinable
    static func trimmedNumber<Text: StringProtocol>(_ text: Text, allowsFraction: Bool) -> String? {
        let bytes = Array(text.utf8.prefix(maximumLength + 1))
        guard bytes.count <= maximumLength else { return nil }
        let isBlank = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }),
            let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return nil }
        let number = bytes[first...last]
        var digitsBeforePoint = 0
        var digitsAfterPoint = 0
        var sawPoint = false
        for (offset, byte) in number.enumerated() {
            switch byte {
            case UInt8(ascii: "+") where offset == 0, UInt8(ascii: "-") where offset == 0:
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint { digitsAfterPoint += 1 } else { digitsBeforePoint += 1 }
            case UInt8(ascii: ".") where allowsFraction && !sawPoint:
                sawPoint = true
            default:
                return nil
            }
        }
        guard digitsBeforePoint > 0, !sawPoint || digitsAfterPoint > 0 else { return nil }
        return String(decoding: number, as: UTF8.self)
    }
}
