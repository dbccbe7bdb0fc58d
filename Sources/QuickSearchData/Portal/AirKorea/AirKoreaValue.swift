import Foundation
import QuickSearchDomain

/// Reading AirKorea's measurement strings: a value is shown only when it is a plain finite
/// number in a sane range and carries no flag; otherwise it is unavailable, with the reason.
enum AirKoreaValue {
    /// The reason shown for `"-"` (or an empty value).
    static let missingReason = "측정값 없음"
    /// The reason shown for a value that is not a sane number.
    static let invalidReason = "잘못된 측정값"
    /// The longest value string read as a number.
    static let maximumLength = 16

    /// A measurement from its value string and flag; `grade` grades a readable value.
    static func measurement(
        _ text: String?,
        flag: String?,
        range: ClosedRange<Double>,
        grade: (Double) -> DustGrade?
    ) -> DustMeasurement {
        if let flag = flag.map({ PlainText.excerpt($0, limit: 20) }), !flag.isEmpty {
            return .unavailable(flag)
        }
        let trimmed = PlainText.collapsingWhitespace(String((text ?? "").prefix(64)))
        guard !trimmed.isEmpty, trimmed != "-" else { return .unavailable(missingReason) }
        guard let value = number(trimmed, range: range) else { return .unavailable(invalidReason) }
        return DustMeasurement(value: value, grade: grade(value), unavailableReason: nil)
    }

    /// A decimal number (digits, one point) within `range`; nil for anything else (`1e19`,
    /// `NaN`, `inf`, negative, overlong).
    static func number(
        _ text: String,
        range: ClosedRange<Double>,
        maximumLength: Int = AirKoreaValue.maximumLength
    ) -> Double? {
        guard text.count <= maximumLength, !text.isEmpty,
            text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            text.filter({ $0 == "." }).count <= 1,
            let value = Double(text), value.isFinite, range.contains(value)
        else { return nil }
        return value
    }

    /// A plane coordinate in metres (a sign allowed) within `range`; nil for anything else.
    static func coordinate(_ text: String?, range: ClosedRange<Double>) -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), text.count <= 24 else { return nil }
        let digits = text.hasPrefix("-") ? String(text.dropFirst()) : text
        guard let magnitude = number(digits, range: 0...Double.greatestFiniteMagnitude, maximumLength: 24) else {
            return nil
        }
        let value = text.hasPrefix("-") ? -magnitude : magnitude
        return range.contains(value) ? value : nil
    }

    /// Text from the upstream for a name or address: plain, one line, at most `limit` characters.
    static func plain(_ text: String?, limit: Int) -> String {
        PlainText.excerpt(String((text ?? "").prefix(limit * 4)), limit: limit)
    }
}
