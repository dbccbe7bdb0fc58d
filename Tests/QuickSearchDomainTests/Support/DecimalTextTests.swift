import Foundation
import TestRandomness
import Testing

@testable import QuickSearchDomain

/// `DecimalText` against `String(format:)`, which it stands in for.
@Suite("DecimalText")
struct DecimalTextTests {
    @Test("padded integers are %0*d: zeros after the sign, wider values whole")
    func padded() {
        var random = SeededRandom(seed: 42)
        let values =
            [0, 1, 9, 10, 99, 100, 999, 1000, 2026, 12345, -1, -5, -99, -1000, Int.max, Int.min]
            + (0..<500).map { _ in Int.random(in: -100_000...100_000, using: &random) }
        for value in values {
            for width in 0...6 {
                #expect(DecimalText.padded(value, width: width) == String(format: "%0*ld", Int32(width), value))
            }
        }
    }

    @Test("whole numbers are %.0f: halves to even, negative zero, the large and the non-finite")
    func whole() {
        var random = SeededRandom(seed: 7)
        let values: [Double] =
            [
                0, -0.0, 0.4, 0.5, 1.5, 2.5, -0.5, -0.4, -1.5, 199_999.5, 200_000.5, 0.49999999999999994,
                4_503_599_627_370_495.5, 9_007_199_254_740_994, 1e17, -1e17, 1e18, -1e18, 1e300,
                .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
            ] + (0..<2000).map { _ in Double.random(in: -1_000_000...1_000_000, using: &random) }
        for value in values {
            #expect(DecimalText.whole(value) == String(format: "%.0f", value), "\(value)")
        }
    }
}
