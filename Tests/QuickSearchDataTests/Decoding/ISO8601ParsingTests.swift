import Foundation
import TestRandomness
import Testing

@testable import QuickSearchData
@testable import QuickSearchDomain

/// Upstream times are read by arithmetic in the form upstreams write, and by Foundation
/// otherwise: either way the instant is the one `Date.ISO8601FormatStyle` reads.
@Suite("Upstream ISO 8601 times against Foundation's reading")
struct ISO8601ParsingTests {
    static func foundation(_ text: String) -> Date? {
        if let date = try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)) {
            return date
        }
        return try? Date(text, strategy: Date.ISO8601FormatStyle())
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    @Test("random times in the upstream form: the same instant, to the millisecond")
    func randomTimes() throws {
        var random = SeededRandom(seed: 8_601)
        for _ in 0..<2_000 {
            let year = Int.random(in: 1900...2100, using: &random)
            let month = Int.random(in: 1...12, using: &random)
            let day = Int.random(in: 1...28, using: &random)
            var text = "\(year)-\(Self.two(month))-\(Self.two(day))T"
            let (hour, minute) = (Int.random(in: 0...23, using: &random), Int.random(in: 0...59, using: &random))
            text += "\(Self.two(hour)):\(Self.two(minute)):\(Self.two(Int.random(in: 0...59, using: &random)))"
            if Bool.random(using: &random) {
                let digits = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    "0123456789".randomElement(using: &random)!
                }
                text += "." + String(digits)
            }
            switch Int.random(in: 0...2, using: &random) {
            case 0: text += "Z"
            case 1:
                let minutes = [0, 30, 45].randomElement(using: &random)!
                text += "+\(Self.two(Int.random(in: 0...14, using: &random))):\(Self.two(minutes))"
            default: text += "-\(Self.two(Int.random(in: 0...12, using: &random))):00"
            }
            let ours = try #require(ISO8601Reading.instant(text, form: .exact), "\(text)")
            let theirs = try #require(Self.foundation(text), "\(text)")
            #expect(abs(ours.timeIntervalSince(theirs)) < 0.001, "\(text)")
            #expect(ISO8601Parsing.date(from: text) == ours)
        }
    }

    @Test(
        "what the upstream form does not cover is Foundation's answer",
        arguments: [
            "2026-02-30T10:00:00+09:00", "2026-08-20T14:00+09:00", "2026-08-20T14:00:00+0900",
            "2026-08-20 14:00:00+09:00", "2026-08-20T14:00:00z", "2026-08-20T14:00:00", "2026-08-20",
            "2026-08-20T24:00:00Z", "2026-08-20T14:00:00+15:00", "2026-08-20T14:00:00.1234567891Z", "",
            "not a time", " 2026-08-20T14:00:00Z ",
        ]
    )
    func others(text: String) {
        #expect(ISO8601Parsing.date(from: text) == Self.foundation(text.trimmingSpaces()), "\(text)")
    }

    @Test("the exact form refuses the loose spellings people may type")
    func exactIsExact() {
        for text in [
            "2026-08-20T14:00+09:00", "2026-08-20T14:00:00+0900", "2026-08-20 14:00:00Z",
            "2026-08-20T14:00:00z", "2026-08-20T14:00:00", "2026-08-20", "2026-08-20T14:00:00,5Z",
        ] {
            #expect(ISO8601Reading.instant(text, form: .exact) == nil, "\(text)")
            #expect(ISO8601Reading.instant(text, form: .typed(missingOffset: 32_400)) != nil, "\(text)")
        }
    }
}
