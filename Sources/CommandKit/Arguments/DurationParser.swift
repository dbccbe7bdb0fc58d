/// Reads durations written as a number and a unit, e.g. `30d`, `12h`, `90m`, `2w`, `45s`, `1h30m`.
public enum DurationParser {
    /// Seconds per unit letter: s, m, h, d, w (case-insensitive).
    public static let secondsPerUnit: [Character: Double] = [
        "s": 1, "m": 60, "h": 3_600, "d": 86_400, "w": 604_800,
    ]

    /// The duration in seconds, or `nil` when `text` is not one or more `<number><unit>` parts
    /// adding up to more than zero. Numbers are whole and at most 9 digits each.
    public static func seconds(from text: String) -> Double? {
        var total: Double = 0
        var digits = ""
        var sawPart = false
        for character in text.lowercased() {
            if character.isASCII, character.isNumber {
                guard digits.count < 9 else { return nil }
                digits.append(character)
            } else if let unit = secondsPerUnit[character] {
                guard let number = Int(digits) else { return nil }
                total += Double(number) * unit
                digits = ""
                sawPart = true
            } else {
                return nil
            }
        }
        guard sawPart, digits.isEmpty, total > 0 else { return nil }
        return total
    }
}
