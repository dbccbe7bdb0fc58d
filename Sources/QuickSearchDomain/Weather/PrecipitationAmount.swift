import Foundation

/// A KMA precipitation or snowfall amount as the forecast writes it (`PCP`, forecast `RN1`,
/// `SNO`): text with bands, not a plain number. The predecessor read `30.0~50.0mm` as 0.
public enum PrecipitationAmount: Sendable, Hashable, Codable {
    /// `강수없음` / `적설없음`, or a zero.
    case none
    /// `1.0mm 미만`, `1mm 미만`, `1.0cm 미만`: some, below the bound.
    case below(Double)
    /// `2.5mm`, `0.5cm`, or a bare number.
    case exactly(Double)
    /// `30.0~50.0mm`.
    case between(Double, Double)
    /// `50.0mm 이상`, `5.0cm 이상`.
    case atLeast(Double)

    /// The unit a category's amounts are written in: rain in millimetres, snow in centimetres.
    public enum Unit: String, Sendable, Hashable {
        case millimetres = "mm"
        case centimetres = "cm"
    }

    /// Reads any of the forms above, in `unit` (`PCP` and `RN1` in `mm`, `SNO` in `cm`): the words
    /// for none (`강수없음` for rain, `적설없음` for snow), `A미만`, `A이상`, `A~A` and `A`, where `A` is a
    /// number in `NumberText`'s form with or without the unit (a band writes it once, at its end)
    /// and a space may stand before `미만`/`이상`. Nil for missing values (≥ 900), negative numbers,
    /// the other unit (`5cm` is no rain) and anything else.
    public init?(forecastText text: String, unit: Unit) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == (unit == .millimetres ? "강수없음" : "적설없음") {
            self = .none
            return
        }
        if let bound = trimmed.removingSuffix("미만").flatMap({ Self.amount($0, unit: unit) }) {
            self = .below(bound)
            return
        }
        if let bound = trimmed.removingSuffix("이상").flatMap({ Self.amount($0, unit: unit) }) {
            self = .atLeast(bound)
            return
        }
        let band = trimmed.split(separator: "~", omittingEmptySubsequences: false)
        if band.count == 2, let low = Self.amount(String(band[0]), unit: nil),
            let high = Self.amount(String(band[1]), unit: unit), low <= high
        {
            self = .between(low, high)
            return
        }
        guard let value = Self.amount(trimmed, unit: unit) else { return nil }
        self = value == 0 ? .none : .exactly(value)
    }

    /// One number standing for the amount, for sums and bars: the value, the middle of a band,
    /// half a "below" bound, or an "at least" bound.
    public var representativeValue: Double {
        switch self {
        case .none: 0
        case .below(let bound): bound / 2
        case .exactly(let value): value
        case .between(let low, let high): (low + high) / 2
        case .atLeast(let bound): bound
        }
    }

    /// A number with `unit` after it or none (no unit when `unit` is nil); nil for missing or
    /// impossible values.
    private static func amount(_ text: String, unit: Unit?) -> Double? {
        var number = Substring(text)
        if let unit, number.hasSuffix(unit.rawValue) {
            number = number.dropLast(unit.rawValue.count)
        }
        guard let value = NumberText.decimal(number), value >= 0, value < 900 else { return nil }
        return value
    }
}

extension String {
    /// The text before `suffix` (trimmed), or nil when it does not end so.
    fileprivate func removingSuffix(_ suffix: String) -> String? {
        guard hasSuffix(suffix) else { return nil }
        return String(dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
    }
}
