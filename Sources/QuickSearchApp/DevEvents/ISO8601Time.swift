import CommandKit
import Foundation
import QuickSearchDomain

/// Reads the times users give on the command line: full ISO 8601 with an offset or `Z`, a local
/// date-time without one, or a bare date; the last two are taken in Korea time.
enum ISO8601Time {
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle()) { return date }
        if let date = try? Date(trimmed, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        let parts = trimmed.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.allSatisfy({ $0 != nil }), [3, 5, 6].contains(parts.count) else { return nil }
        let values = parts.compactMap { $0 }
        return DevEventCalendar.date(
            year: values[0],
            month: values[1],
            day: values[2],
            hour: values.count > 3 ? values[3] : 0,
            minute: values.count > 4 ? values[4] : 0,
            second: values.count > 5 ? values[5] : 0
        )
    }
}
