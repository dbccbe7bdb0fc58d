import Foundation

/// One forecast base: the issue a forecast or observation belongs to, named by its nominal time.
public struct ForecastBase: Sendable, Hashable, Codable {
    /// The nominal base time.
    public var issuedAt: Date

    public init(issuedAt: Date) {
        self.issuedAt = issuedAt
    }

    /// When `operation` makes this base available.
    public func publishedAt(_ operation: ForecastOperation) -> Date {
        issuedAt.addingTimeInterval(operation.publicationDelay)
    }
}
