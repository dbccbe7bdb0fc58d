import Foundation
import QuickSearchDomain

/// Parses ISO 8601 date-times with or without fractional seconds (`2018-12-16T09:40:08.000+09:00`).
enum ISO8601Parsing {
    static func date(from text: String) -> Date? {
        let trimmed = text.trimmingSpaces()
        if let date = try? Date(trimmed, strategy: withFraction) { return date }
        return try? Date(trimmed, strategy: Date.ISO8601FormatStyle())
    }

    private static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
