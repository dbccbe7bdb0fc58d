import Foundation
import Testing

@testable import CommandKit

@Suite("RelativeTime")
struct RelativeTimeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let offset: Double
        let expected: String
        var testDescription: String { "\(offset)s → \(expected)" }

        init(_ offset: Double, _ expected: String) {
            self.offset = offset
            self.expected = expected
        }
    }

    static let minute = 60.0
    static let hour = 3_600.0
    static let day = 86_400.0

    /// Now is 2024-05-15 12:00 in Seoul (03:00 UTC).
    static let now = Date(timeIntervalSince1970: 1_715_742_000)
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static let cases: [Case] = [
        Case(0, "just now"),
        Case(-44, "just now"),
        Case(44, "just now"),
        Case(-45, "1 minute ago"),
        Case(-89, "1 minute ago"),
        Case(-90, "2 minutes ago"),
        Case(5 * minute, "in 5 minutes"),
        Case(-44 * minute, "44 minutes ago"),
        Case(-45 * minute, "1 hour ago"),
        Case(-2 * hour, "2 hours ago"),
        Case(3 * hour, "in 3 hours"),
        Case(-21 * hour, "21 hours ago"),
        Case(-22 * hour, "yesterday"),
        Case(-30 * hour, "yesterday"),
        Case(30 * hour, "tomorrow"),
        Case(-37 * hour, "2 days ago"),
        Case(3 * day, "in 3 days"),
        Case(-6 * day, "6 days ago"),
        Case(-7 * day, "1 week ago"),
        Case(20 * day, "in 2 weeks"),
        Case(-29 * day, "4 weeks ago"),
        Case(-30 * day, "1 month ago"),
        Case(100 * day, "in 3 months"),
        Case(-364 * day, "12 months ago"),
        Case(-365 * day, "1 year ago"),
        Case(-800 * day, "2 years ago"),
        Case(1e15, "in 31709791 years"),
        Case(-1e300, "2739726027397 years ago"),
    ]

    @Test(arguments: cases)
    func describes(_ testCase: Case) {
        let formatter = RelativeTime(timeZone: Self.seoul)
        let date = Self.now.addingTimeInterval(testCase.offset)
        #expect(formatter.describe(date, relativeTo: Self.now) == testCase.expected)
    }

    @Test func countsCalendarDaysInTheGivenZone() {
        // 2024-05-15 00:30 in Seoul; 23:50 the evening before is minutes ago, 09:00 the day before is yesterday.
        let now = Date(timeIntervalSince1970: 1_715_700_600)
        let formatter = RelativeTime(timeZone: Self.seoul)
        #expect(formatter.describe(now.addingTimeInterval(-40 * Self.minute), relativeTo: now) == "40 minutes ago")
        #expect(
            formatter.describe(now.addingTimeInterval(-(15 * Self.hour + 30 * Self.minute)), relativeTo: now)
                == "16 hours ago"
        )
        #expect(formatter.describe(now.addingTimeInterval(-47 * Self.hour), relativeTo: now) == "2 days ago")
    }

    @Test func survivesExtremeDates() {
        let formatter = RelativeTime(timeZone: Self.seoul)
        _ = formatter.describe(.distantFuture, relativeTo: .distantPast)
        _ = formatter.describe(.distantPast, relativeTo: .distantFuture)
        #expect(
            formatter.describe(Date(timeIntervalSinceReferenceDate: .nan), relativeTo: Self.now) == "at an unknown time"
        )
        #expect(
            formatter.describe(Date(timeIntervalSinceReferenceDate: .infinity), relativeTo: Self.now)
                == "at an unknown time"
        )
    }
}
