import Testing

@testable import CommandKit

/// The digits the JSON writer and the timestamps append in place are `String(value)`'s,
/// zero-padded.
@Suite("Decimal digits appended in place")
struct DecimalDigitsTests {
    static func expected(_ value: UInt, width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }

    @Test("the edges: zero, one digit more, the largest value, padding wider and narrower")
    func edges() {
        for (value, width) in [(0, 1), (0, 4), (9, 2), (10, 1), (99, 2), (100, 2), (2026, 4), (7, 0)] as [(UInt, Int)] {
            var bytes = Array("x".utf8)
            bytes.appendDigits(of: value, width: width)
            #expect(String(decoding: bytes, as: UTF8.self) == "x" + Self.expected(value, width: width))
        }
        var largest: [UInt8] = []
        largest.appendDigits(of: .max)
        #expect(String(decoding: largest, as: UTF8.self) == String(UInt.max))
    }

    @Test("random values of every length and widths up to 25")
    func random() {
        var generator = RandomTextRobustnessTests.Generator(state: 20_261_203)
        for _ in 0..<2_000 {
            let value = UInt(truncatingIfNeeded: generator.next()) >> UInt.random(in: 0...63, using: &generator)
            let width = Int.random(in: 0...25, using: &generator)
            var bytes: [UInt8] = []
            bytes.appendDigits(of: value, width: width)
            #expect(String(decoding: bytes, as: UTF8.self) == Self.expected(value, width: width))
        }
    }
}
