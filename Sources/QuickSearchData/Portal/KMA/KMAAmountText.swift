import Foundation
import QuickSearchDomain

/// KMA's precipitation and snowfall amounts as it writes them (`PCP`, `RN1`, `SNO`): text with
/// bands, not a plain number.
enum KMAAmountText {
    /// The unit a category's amounts are written in: rain in millimetres, snow in centimetres.
    enum Unit: String, Sendable, Hashable {
        case millimetres = "mm"
        case centimetres = "cm"
    }

    /// Reads the forms `강수없음` / `적설없음` or a zero (none), `1.0mm 미만` (below), `2.5mm` or a bare
    /// number (exactly), `30.0~50.0mm` (between) and `50.0mm 이상` (at least), in `unit`: the word for
    /// none is `강수없음` for rain and `적설없음` for snow; every number is in `NumberText`'s form, with
    /// or without the unit (a band writes it once, at its end), and a space may stand before
    /// `미만`/`이상`. Nil for missing values (≥ 900), negative numbers, the other unit (`5cm` is no
    /// rain) and anything else.
    static func amount(_ text: String, unit: Unit) -> PrecipitationAmount? {
        let trimmed = text.trimmingSpaces()
        if trimmed == (unit == .millimetres ? "강수없음" : "적설없음") {
            return PrecipitationAmount.none
        }
        if let bound = trimmed.removingSuffix("미만").flatMap({ number($0, unit: unit) }) {
            return .below(bound)
        }
        if let bound = trimmed.removingSuffix("이상").flatMap({ number($0, unit: unit) }) {
            return .atLeast(bound)
        }
        let band = trimmed.split(separator: "~", omittingEmptySubsequences: false)
        if band.count == 2, let low = number(String(band[0]), unit: nil),
            let high = number(String(band[1]), unit: unit), low <= high
        {
            return .between(low, high)
        }
        guard let value = number(trimmed, unit: unit) else { return nil }
        return value == 0 ? PrecipitationAmount.none : .exactly(value)
    }

    /// A number with `unit` after it or none (no unit when `unit` is nil); nil for missing or
    /// impossible values.
    private static func number(_ text: String, unit: Unit?) -> Double? {
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
        return String(dropLast(suffix.count)).trimmingSpaces()
    }
}
