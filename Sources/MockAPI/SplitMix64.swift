/// A seeded pseudo-random generator (SplitMix64) whose sequence never changes between runs.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state = state &+ 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly distributed number in `0..<bound` (`bound` must be positive).
    public mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next() % UInt64(bound))
    }

    /// A permutation of `0..<count` by Fisher-Yates, written out so it never depends on the
    /// standard library's shuffle algorithm.
    static func permutation(count: Int, seed: UInt64) -> [Int] {
        var generator = SplitMix64(seed: seed)
        var values = Array(0..<max(0, count))
        var index = values.count - 1
        while index > 0 {
            let other = generator.below(index + 1)
            values.swapAt(index, other)
            index -= 1
        }
        return values
    }
}
