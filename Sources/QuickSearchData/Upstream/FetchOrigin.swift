import Foundation

/// Where a fetched value came from.
public enum FetchOrigin: Sendable, Hashable {
    case network
    /// A fresh cached answer; no request was made.
    case cache
    /// The cached answer was confirmed unchanged by the upstream (HTTP 304).
    case revalidated
    /// A stale cached answer used because the upstream could not be reached.
    case staleCache(storedAt: Date, failure: String)
}

/// A decoded value with its origin.
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    public var origin: FetchOrigin
}
