import Foundation
import QuickSearchDomain

/// Reading AirKorea's measurement strings: a value is shown only when it is a plain finite
/// number in a sane range and carries no flag; otherwise it is unavailable, with the reason
/// (`"-"` is a missing value; `통신장애`, `점검및교정`, `장비점검`, `자료이상` are the station's flags).
enum AirKoreaValue {
    /// The reason shown for `"-"` (or an empty value).
    static let missingReason = "측정값 없음"
    /// The reason shown for a value that is not a sane number.
    static let invalidReason = "잘못된 측정값"

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

    /// The grade of an AirKorea grade code (`"1"` good … `"4"` very bad, a whole number in
    /// `NumberText`'s form); nil for anything else.
    static func grade(code: String) -> DustGrade? {
        switch NumberText.integer(code) {
        case 1: .good
        case 2: .moderate
        case 3: .bad
        case 4: .veryBad
        default: nil
        }
    }

    /// A number in `NumberText`'s form (the one rule for every portal number) within `range`;
    /// nil for anything else (`0x1F`, `1e19`, `NaN`, `inf`, overlong, out of range).
    static func number(_ text: String, range: ClosedRange<Double>) -> Double? {
        guard let value = NumberText.decimal(text), range.contains(value) else { return nil }
        return value
    }

    /// A plane coordinate in metres (a sign allowed) within `range`; nil for anything else.
    static func coordinate(_ text: String?, range: ClosedRange<Double>) -> Double? {
        text.flatMap { number($0, range: range) }
    }

    /// Text from the upstream for a name or address: plain, one line, at most `limit` characters.
    static func plain(_ text: String?, limit: Int) -> String {
        PlainText.excerpt(String((text ?? "").prefix(limit * 4)), limit: limit)
    }
}
