import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// Event periods for people: `8/22 (토) 18:00`, `10/30 (목) 19:30 ~ 20:30`, open ranges, raw
/// text for undated entries.
@Suite("DevEventDateFormat")
struct DevEventDateFormatTests {
    typealias F = DevEventsCLIFixtures

    struct Case: Sendable, CustomTestStringConvertible {
        let event: DevEvent
        let expected: String
        var testDescription: String { expected }
    }

    static let cases: [Case] = [
        Case(
            event: F.event(start: F.seoul(2026, 8, 22, 18), end: F.endOfDay(2026, 8, 22), startTime: true),
            expected: "8/22 (토) 18:00"
        ),
        Case(
            event: F.event(
                start: F.seoul(2025, 10, 30, 19, 30),
                end: F.seoul(2025, 10, 30, 20, 30),
                startTime: true,
                endTime: true
            ),
            expected: "10/30 (목) 19:30 ~ 20:30"
        ),
        Case(
            event: F.event(start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25)),
            expected: "8/25 (화)"
        ),
        Case(
            event: F.event(start: F.seoul(2026, 9, 30), end: F.endOfDay(2026, 10, 1)),
            expected: "9/30 (수) ~ 10/1 (목)"
        ),
        Case(
            event: F.event(
                start: F.seoul(2026, 8, 19, 9),
                end: F.seoul(2026, 9, 3, 18),
                startTime: true,
                endTime: true
            ),
            expected: "8/19 (수) 09:00 ~ 9/3 (목) 18:00"
        ),
        Case(
            event: F.event(start: F.seoul(2026, 7, 7), end: F.seoul(2026, 8, 22, 14), endTime: true),
            expected: "7/7 (화) ~ 8/22 (토) 14:00"
        ),
        Case(
            event: F.event(start: F.seoul(2026, 5, 3), end: nil),
            expected: "5/3 (일) ~"
        ),
        Case(
            event: F.event(start: F.seoul(2026, 5, 3, 10), end: nil, startTime: true),
            expected: "5/3 (일) 10:00 ~"
        ),
        Case(
            event: F.event(start: nil, end: F.endOfDay(2026, 7, 30)),
            expected: "~ 7/30 (목)"
        ),
        Case(
            event: F.event(start: nil, end: F.seoul(2026, 7, 30, 23, 30), endTime: true),
            expected: "~ 7/30 (목) 23:30"
        ),
        Case(
            event: F.event(
                start: F.seoul(2026, 1, 24, 22),
                end: F.seoul(2026, 1, 25, 2),
                startTime: true,
                endTime: true
            ),
            expected: "1/24 (토) 22:00 ~ 1/25 (일) 02:00"
        ),
        Case(
            event: F.event(start: F.seoul(2025, 12, 14), end: F.endOfDay(2026, 1, 5)),
            expected: "12/14 (일) ~ 1/5 (월)"
        ),
        Case(event: F.event(raw: "TBA", start: nil, end: nil), expected: "TBA"),
        Case(event: F.event(raw: "04월 중 공개", start: nil, end: nil), expected: "04월 중 공개"),
        Case(event: F.event(raw: "", start: nil, end: nil), expected: "–"),
    ]

    @Test("period text", arguments: cases)
    func period(_ formatCase: Case) {
        #expect(DevEventDateFormat.period(formatCase.event) == formatCase.expected)
    }

    @Test("weekday and day follow Korea time, not UTC")
    func koreaCalendarDay() {
        let event = F.event(start: F.seoul(2026, 8, 23, 1), end: nil, startTime: true)
        #expect(DevEventDateFormat.period(event) == "8/23 (일) 01:00 ~")
    }

    @Test("month headings for grouping")
    func monthHeading() {
        #expect(DevEventDateFormat.monthHeading(F.seoul(2026, 8, 1)) == "2026년 8월")
        #expect(DevEventDateFormat.monthHeading(F.seoul(2026, 1, 1, 0, 30)) == "2026년 1월")
    }

    @Test("relative status words")
    func relative() {
        let now = F.seoul(2026, 8, 22, 12)
        let registration = F.event(kind: .registration, start: F.seoul(2026, 8, 1), end: F.endOfDay(2026, 8, 30))
        #expect(DevEventDateFormat.relative(registration, now: now).hasPrefix("closes "))
        let happening = F.event(kind: .eventDate, start: F.seoul(2026, 8, 21), end: F.endOfDay(2026, 8, 23))
        #expect(DevEventDateFormat.relative(happening, now: now).hasPrefix("ends "))
        let upcoming = F.event(start: F.seoul(2026, 8, 25), end: F.endOfDay(2026, 8, 25))
        #expect(DevEventDateFormat.relative(upcoming, now: now).hasPrefix("starts "))
        let ended = F.event(start: F.seoul(2026, 8, 1), end: F.endOfDay(2026, 8, 2))
        #expect(DevEventDateFormat.relative(ended, now: now).hasPrefix("ended "))
        let undated = F.event(raw: "TBA", start: nil, end: nil)
        #expect(DevEventDateFormat.relative(undated, now: now) == "date unknown")
        let openEnded = F.event(start: F.seoul(2026, 8, 1), end: nil)
        #expect(DevEventDateFormat.relative(openEnded, now: now) == "ongoing")
    }
}
