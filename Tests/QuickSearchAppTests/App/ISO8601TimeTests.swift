import Foundation
import Testing

@testable import QuickSearchApp

@Suite("Times on the command line: strict ISO 8601")
struct ISO8601TimeTests {
    /// 2026-08-20T14:00:00+09:00.
    static let afternoon = Date(timeIntervalSince1970: 1_787_202_000)

    @Test(
        "Forms that are accepted",
        arguments: [
            ("2026-08-20T14:00:00+09:00", 0.0), ("2026-08-20T05:00:00Z", 0), ("2026-08-20T14:00:00.250+09:00", 0.25),
            ("2026-08-20T14:00", 0), ("2026-08-20T14:00:00", 0), ("2026-08-20T08:00:00+03:00", 0),
            ("2026-08-20T01:00-04:00", 0), ("2026-08-20T01:00:00-0400", 0), ("2026-08-20", -14 * 3600),
        ] as [(String, Double)]
    )
    func accepted(text: String, offset: Double) {
        #expect(ISO8601Time.parse(text) == Self.afternoon.addingTimeInterval(offset), "\(text)")
    }

    @Test(
        "Impossible or malformed times are refused, never rolled over",
        arguments: [
            "2026-02-30T00:00:00+09:00", "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31",
            "2026-08-20T25:00:00+09:00", "2026-08-20T24:00:00+09:00", "2026-08-20T23:61:00", "2026-08-20T23:59:60",
            "2026-08-20T14:00:00+15:00", "2026-08-20T14:00:00+09:60", "2026-8-20", "26-08-20", "2026-08-20T",
            "2026-08-20T14", "2026-08-20T14:00:00+09:00x", "yesterday", "", "２０２６-08-20",
        ]
    )
    func refused(text: String) {
        #expect(ISO8601Time.parse(text) == nil, "\(text)")
    }

    @Test("A leap day exists in leap years only; days count across eras")
    func calendar() {
        #expect(ISO8601Time.parse("2024-02-29") != nil)
        #expect(ISO8601Time.parse("2000-02-29") != nil)
        #expect(ISO8601Time.parse("1900-02-29") == nil)
        #expect(ISO8601Time.parse("1970-01-01T00:00:00Z") == Date(timeIntervalSince1970: 0))
        #expect(ISO8601Time.parse("2000-03-01T00:00:00Z") == Date(timeIntervalSince1970: 11_017 * 86_400))
        #expect(ISO8601Time.parse("1969-12-31T00:00:00Z") == Date(timeIntervalSince1970: -86_400))
    }
}
