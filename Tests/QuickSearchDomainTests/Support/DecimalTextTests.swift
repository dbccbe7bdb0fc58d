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

    @Test("fixed decimals are %.*f: rounded from the exact binary value, halves to even, signs kept")
    func fixed() {
        var random = SeededRandom(seed: 11)
        // Decimal halves (0.05, 0.35, 2.675) are not halves in binary, so they round by their
        // exact value; binary halves (0.25, 0.125) are ties and go to even.
        var values: [Double] = [
            0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85, 0.95, 2.675, 1.005, 0.125,
            0.375, -0.04, -0.05, -0.25, -2.675, 99.95, 999_999.95, 0.000_000_5, 0.000_001_5,
            123_456_789.123_456, 1e14, 1e15, -1e15, 1e300, .infinity, -.infinity, .nan,
            .leastNonzeroMagnitude, 0.1 + 0.2,
            // Whole-number edges (`%.0f`): halves to even near and past 2^52, and the large.
            0.4, 0.5, 1.5, 2.5, -0.5, -0.4, -1.5, 199_999.5, 200_000.5, 0.49999999999999994,
            4_503_599_627_370_495.5, 9_007_199_254_740_994, 1e17, -1e17, 1e18, -1e18,
            -.leastNonzeroMagnitude,
        ]
        values += (0..<3000).map { _ in Double.random(in: -1000...1000, using: &random) }
        values += (0..<1000).map { _ in Double(Int.random(in: -100_000...100_000, using: &random)) / 1000 + 0.0005 }
        values += (0..<1000).map { _ in Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 20 }
        values += (0..<2000).map { _ in Double.random(in: -1_000_000...1_000_000, using: &random) }
        for value in values {
            for places in 0...6 {
                #expect(
                    DecimalText.fixed(value, places: places) == String(format: "%.*f", Int32(places), value),
                    "\(value) to \(places) places"
                )
            }
        }
    }
}
