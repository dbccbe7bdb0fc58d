import Foundation
import QuickSearchDomain

/// Parses ISO 8601 date-times with or without fractional seconds (`2018-12-16T09:40:08.000+09:00`)
/// as `Date.ISO8601FormatStyle` does. The form upstreams write is read by arithmetic
/// (`ISO8601Reading.exact`, checked against Foundation in the tests); anything else, such as a
/// day that is not on the calendar, is left to Foundation, which a listing's 300 dates cost about
/// 16,000 instructions each.
enum ISO8601Parsing {
    static func date(from text: String) -> Date? {
        if let date = ISO8601Reading.instant(text, form: .exact) { return date }
        let trimmed = text.trimmingSpaces()
        if let date = try? Date(trimmed, strategy: withFraction) { return date }
        return try? Date(trimmed, strategy: Date.ISO8601FormatStyle())
    }

    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
