/// A target's reading of one answer: the value, and whether the answer may be kept in the cache
/// for the target's lifetime (pages and lasting error answers such as "no more results" may;
/// failures may not).
public struct Decoded<Value: Sendable>: Sendable {
    public var value: Value
    public var isCacheable: Bool

    public init(_ value: Value, isCacheable: Bool) {
        self.value = value
        self.isCacheable = isCacheable
    }
}
