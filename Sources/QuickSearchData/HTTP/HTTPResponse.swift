import Foundation
import QuickSearchDomain

/// A complete HTTP response.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    /// Header fields with lower-cased names; the last value wins for repeated names.
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header field, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }

    /// `Retry-After` in seconds (the delta-seconds form; an HTTP date counts from `now`, the
    /// caller's wall clock).
    public func retryAfter(now: Date) -> Duration? {
        guard let value = header("retry-after")?.trimmingSpaces() else { return nil }
        if let seconds = Int(value), seconds >= 0 {
            return .seconds(seconds)
        }
        guard let date = HTTPDate.parse(value) else { return nil }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }
}
