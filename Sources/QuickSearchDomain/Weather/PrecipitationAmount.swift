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

    /// Reads any of the forms above (millimetres for rain, centimetres for snow; the unit is
    /// implied by the category). Nil for missing values (≥ 900 or ≤ −900), negative or
    /// non-finite numbers, and anything else.
    public init?(forecastText text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "강수없음" || trimmed == "적설없음" {
            self = .none
            return
        }
        if let bound = trimmed.removingSuffix("미만").flatMap(Self.amount) {
            self = .below(bound)
            return
        }
        if let bound = trimmed.removingSuffix("이상").flatMap(Self.amount) {
            self = .atLeast(bound)
            return
        }
        let band = trimmed.split(separator: "~", omittingEmptySubsequences: false)
        if band.count == 2, let low = Self.amount(String(band[0])), let high = Self.amount(String(band[1])), low <= high
        {
            self = .between(low, high)
            return
        }
        guard let value = Self.amount(trimmed) else { return nil }
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

    /// A number with an optional `mm`/`cm` unit; nil for missing or impossible values.
    private static func amount(_ text: String) -> Double? {
        var number = text.trimmingCharacters(in: .whitespaces)
        for unit in ["mm", "cm"] where number.hasSuffix(unit) {
            number.removeLast(unit.count)
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0, value < 900
        else {
            return nil
        }
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
