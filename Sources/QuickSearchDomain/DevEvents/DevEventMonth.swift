import Foundation

/// A calendar month (year and month), e.g. the month of a page section; written `2026-08`.
public struct DevEventMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Four-digit year.
    public let year: Int
    /// Month, 1...12.
    public let month: Int

    /// Nil unless `month` is 1...12 and `year` 1...9999.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// Reads `YYYY-MM` (e.g. `2026-08`, also `2026-8`); nil for anything else.
    public init?(_ text: String) {
        let parts = text.trimmingSpaces().split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, (1...2).contains(parts[1].count),
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// `YYYY-MM`.
    public var description: String {
        let monthText = month < 10 ? "0\(month)" : "\(month)"
        return "\(year)-\(monthText)"
    }

    /// The first instant of the month in Seoul.
    public var start: Date? { DevEventCalendar.date(year: year, month: month, day: 1) }

    /// The month after this one.
    public var next: DevEventMonth {
        month == 12
            ? DevEventMonth(year: year + 1, month: 1) ?? self : DevEventMonth(year: year, month: month + 1) ?? self
    }

    /// Earlier months first.
    public static func < (lhs: DevEventMonth, rhs: DevEventMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}

/// Encoded as its `YYYY-MM` text.
extension DevEventMonth: Codable {
    /// Reads `YYYY-MM`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let month = DevEventMonth(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected YYYY-MM, found \(text)")
        }
        self = month
    }

    /// Writes `YYYY-MM`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
