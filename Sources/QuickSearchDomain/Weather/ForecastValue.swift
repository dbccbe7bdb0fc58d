/// Reads the values of KMA's rows: numbers in the one form `NumberText` accepts, finite, not a
/// missing-value sentinel (≥ 900 or ≤ −900), and within what the quantity can be; amounts in
/// the text forms of `PrecipitationAmount`. Anything else is no value.
public enum ForecastValue {
    /// Temperatures, °C (`TMP`, `T1H`, `TMN`, `TMX`).
    public static let temperatures: ClosedRange<Double> = -80...70
    /// Percentages (`POP`, `REH`).
    public static let percentages: ClosedRange<Double> = 0...100
    /// Wind speeds, m/s (`WSD`).
    public static let windSpeeds: ClosedRange<Double> = 0...100
    /// Wind vector components, m/s (`UUU`, `VVV`).
    public static let windComponents: ClosedRange<Double> = -100...100
    /// Directions, degrees (`VEC`).
    public static let directions: ClosedRange<Double> = 0...360
    /// Wave heights, m (`WAV`), and lightning (`LGT`): whatever KMA measures, short of a sentinel.
    public static let nonNegative: ClosedRange<Double> = 0...899.9

    /// What a row's value is to a reader.
    public enum Reading: Sendable, Hashable {
        /// A value in a form KMA publishes for the category, within what it can be.
        case value
        /// KMA's missing-value sentinel (a number ≥ 900 or ≤ −900): no value, as KMA means it.
        case missing
        /// Neither: not a form KMA publishes for the category (`0x1F`, `4.2e1`, `31 °C`), or a
        /// number the quantity cannot be (a humidity of 150).
        case unpublished
    }

    /// The categories read, by how their values are written.
    static let numberRanges: [String: ClosedRange<Double>] = [
        "TMP": temperatures, "T1H": temperatures, "TMN": temperatures, "TMX": temperatures,
        "WSD": windSpeeds, "UUU": windComponents, "VVV": windComponents, "VEC": directions,
        "WAV": nonNegative, "LGT": nonNegative,
    ]
    static let wholeNumberRanges: [String: ClosedRange<Double>] = [
        "POP": percentages, "REH": percentages, "SKY": 1...4, "PTY": 0...7,
    ]
    static let amountUnits: [String: PrecipitationAmount.Unit] = [
        "PCP": .millimetres, "RN1": .millimetres, "SNO": .centimetres,
    ]

    /// Whether KMA writes `category` in any of the forms read here.
    public static func isKnown(_ category: String) -> Bool {
        numberRanges[category] != nil || wholeNumberRanges[category] != nil || amountUnits[category] != nil
    }

    /// How a reader takes `value` of `category` (a category that is not known is `unpublished`).
    /// `SKY` must be a state KMA defines (1, 3, 4) and `PTY` one of its codes.
    public static func reading(category: String, value: String) -> Reading {
        if let sentinel = NumberText.decimal(value), sentinel >= 900 || sentinel <= -900 {
            return .missing
        }
        if let range = numberRanges[category] {
            return number(value, in: range) == nil ? .unpublished : .value
        }
        if let range = wholeNumberRanges[category] {
            guard let code = integer(value, in: range) else { return .unpublished }
            switch category {
            case "SKY": return SkyState(rawValue: code) == nil ? .unpublished : .value
            case "PTY": return PrecipitationType(code: code) == nil ? .unpublished : .value
            default: return .value
            }
        }
        if let unit = amountUnits[category] {
            return PrecipitationAmount(forecastText: value, unit: unit) == nil ? .unpublished : .value
        }
        return .unpublished
    }

    /// The number `text` holds, if it is one within `range` and not a sentinel.
    public static func number(_ text: String?, in range: ClosedRange<Double>) -> Double? {
        guard let text, let value = NumberText.decimal(text), value > -900, value < 900, range.contains(value) else {
            return nil
        }
        return value
    }

    /// A whole number within `range` (a `"30.0"` is 30; a `"30.5"` is none).
    public static func integer(_ text: String?, in range: ClosedRange<Double>) -> Int? {
        number(text, in: range).flatMap { Int(exactly: $0) }
    }
}
