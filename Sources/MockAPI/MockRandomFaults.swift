/// Random transient faults for soak runs: each upstream request (search routes and pages)
/// meets a fault with probability `rate`, the fault drawn from `transientKinds`; the draws
/// come from a generator seeded with `seed`, so a run's sequence of faults is repeatable.
public struct MockRandomFaults: Sendable, Hashable {
    /// The share of requests that meet a fault, 0...1.
    public var rate: Double
    /// The generator's seed.
    public var seed: UInt64

    /// Faults on `rate` of the requests, drawn from a generator seeded with `seed`.
    public init(rate: Double, seed: UInt64) {
        self.rate = rate
        self.seed = seed
    }

    /// Faults a client should recover from or report cleanly, each within a short time.
    public static let transientKinds: [MockFaultKind] = [
        .status(500), .status(502), .status(503), .retryAfter(seconds: 1), .rateLimit,
        .reset, .resetMidBody, .truncatedBody, .malformedBody, .delay(milliseconds: 300),
    ]

    /// The fault for the next request, if any: draws from `generator`.
    func draw(_ generator: inout SplitMix64) -> MockFaultKind? {
        let roll = Double(generator.next() >> 11) / Double(UInt64(1) << 53)
        let pick = generator.below(Self.transientKinds.count)
        return roll < rate ? Self.transientKinds[pick] : nil
    }
}
