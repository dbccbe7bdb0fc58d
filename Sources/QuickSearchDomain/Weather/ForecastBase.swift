import Foundation

/// One forecast base: the `base_date` and `base_time` a request names.
public struct ForecastBase: Sendable, Hashable, Codable {
    /// The nominal base time.
    public var issuedAt: Date

    public init(issuedAt: Date) {
        self.issuedAt = issuedAt
    }

    /// `base_date`, `yyyyMMdd` in Korea time.
    public var baseDate: String {
        let parts = KoreaTime.calendar.dateComponents([.year, .month, .day], from: issuedAt)
        return Self.digits(parts.year ?? 0, 4) + Self.digits(parts.month ?? 0, 2) + Self.digits(parts.day ?? 0, 2)
    }

    /// `base_time`, `HHmm` in Korea time.
    public var baseTime: String {
        let parts = KoreaTime.calendar.dateComponents([.hour, .minute], from: issuedAt)
        return Self.digits(parts.hour ?? 0, 2) + Self.digits(parts.minute ?? 0, 2)
    }

    /// When `operation` makes this base available.
    public func publishedAt(_ operation: ForecastOperation) -> Date {
        issuedAt.addingTimeInterval(operation.publicationDelay)
    }

    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
