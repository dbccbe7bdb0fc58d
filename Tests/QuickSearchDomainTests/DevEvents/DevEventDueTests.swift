import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event due moments: the window, the kinds, the D-day")
struct DevEventDueTests {
    typealias S = DevEventTestSupport

    static let closesToday = S.event(title: "오늘 마감", period: "08. 01(토) ~ 08. 22(토) 18:00")
    static let closedThisMorning = S.event(title: "아침 마감", period: "08. 01(토) ~ 08. 22(토) 09:00")
    static let closesTomorrowNoTime = S.event(title: "내일 마감", period: "08. 01(토) ~ 08. 23(일)")
    static let startsToday = S.event(title: "오늘 행사", period: "08. 22(토)", key: "일시")
    static let startsIn3Days = S.event(title: "사흘 뒤 행사", period: "08. 25(화) 10:00 ~ 12:00", key: "일시")
    static let startsIn5Days = S.event(title: "닷새 뒤 행사", period: "08. 27(목) 10:00", key: "일시")
    static let openWindow = S.event(title: "열린 접수", period: "08. 01(토) ~")
    static let all = [
        startsIn5Days, openWindow, startsIn3Days, closesTomorrowNoTime, startsToday, closedThisMorning, closesToday,
    ]

    static func now(_ text: String = "2026-08-22 12:00") throws -> Date {
        try #require(S.seoul(text))
    }

    @Test("soonest first: closings and starts within the window; a start without a time is due all its day")
    func window() throws {
        let due = DevEventDue.select(from: Self.all, within: 3 * 86_400, at: try Self.now())
        #expect(due.map(\.event.title) == ["오늘 행사", "오늘 마감", "내일 마감", "사흘 뒤 행사"])
        #expect(due.map(\.kind) == [.event, .registration, .registration, .event])
        #expect(S.text(due[2].moment) == "2026-08-23 23:59:00")
        #expect(due.map(\.hasTime) == [false, true, true, true])
    }

    @Test("--kind keeps one kind; a past closing and a window without an end are never due")
    func kinds() throws {
        let now = try Self.now()
        let registrations = DevEventDue.select(from: Self.all, within: 30 * 86_400, kinds: [.registration], at: now)
        #expect(registrations.map(\.event.title) == ["오늘 마감", "내일 마감"])
        let starts = DevEventDue.select(from: Self.all, within: 30 * 86_400, kinds: [.event], at: now)
        #expect(starts.map(\.event.title) == ["오늘 행사", "사흘 뒤 행사", "닷새 뒤 행사"])
        let tomorrow = DevEventDue.select(from: Self.all, within: 86_400, at: try Self.now("2026-08-23 00:00"))
        #expect(!tomorrow.contains { $0.event.title == "오늘 행사" }, "a whole-day start is over with its day")
    }

    @Test(
        "the D-day counts Korean calendar days: 오늘 with the time, D-1 from late at night",
        arguments: [
            ("2026-08-22 12:00", "오늘 18:00"), ("2026-08-21 23:30", "D-1"), ("2026-08-21 00:00", "D-1"),
            ("2026-08-15 18:00", "D-7"),
        ]
    )
    func dday(now: String, expected: String) throws {
        let due = try #require(DevEventDue.moments(of: Self.closesToday).first)
        #expect(due.dday(at: try Self.now(now)) == expected)
    }

    @Test("a start without a time is 오늘 on its day, without a clock")
    func wholeDay() throws {
        let due = try #require(DevEventDue.moments(of: Self.startsToday).first)
        #expect(due.dday(at: try Self.now("2026-08-22 20:00")) == "오늘")
        #expect(S.text(due.lastsUntil) == "2026-08-22 23:59:59")
    }
}
