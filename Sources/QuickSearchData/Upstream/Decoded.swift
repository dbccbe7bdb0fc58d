import Foundation

/// A target's reading of one answer: the value, and whether the answer may be kept in the cache
/// for the target's lifetime (pages and lasting error answers such as "no more results" may;
/// failures may not).
public struct Decoded<Value: Sendable>: Sendable {
    public var value: Value
    public var isCacheable: Bool
    /// When a cached copy stops being fresh, when the answer itself says so (AirKorea readings
    /// are replaced at the next hourly update); nil: the target's `cacheLifetime` from now.
    public var expiresAt: Date?

    public init(_ value: Value, isCacheable: Bool, expiresAt: Date? = nil) {
        self.value = value
        self.isCacheable = isCacheable
        self.expiresAt = expiresAt
    }
}
