import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event calendar days: weeks Monday first, marks and the legend")
struct DevEventAgendaTests {
    typealias S = DevEventTestSupport

    @Test("weekdays, and days added, agree with the Gregorian calendar over several years")
    func weekdays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = DevEventCalendar.timeZone
        let first = try #require(DevEventDay(year: 2023, month: 12, day: 25))
        for offset in 0..<(366 * 5) {
            let day = first.adding(days: offset)
            let date = try #require(day.start)
            let foundation = calendar.component(.weekday, from: date)
            #expect(day.weekday == (foundation + 5) % 7 + 1, "\(day)")
            #expect(DevEventDay(date) == day)
            #expect(first.days(to: day) == offset)
        }
        #expect(DevEventDay(year: 2026, month: 2, day: 29) == nil)
    }

    @Test("a month whose first day is a Sunday starts its first week with six empty days, and takes six weeks")
    func sundayFirst() throws {
        let march = S.month(2026, 3)
        let weeks = march.weeks
        #expect(weeks.count == 6)
        #expect(weeks[0].prefix(6).allSatisfy { $0 == nil })
        #expect(weeks[0][6]?.description == "2026-03-01")
        #expect(weeks[5].compactMap { $0?.day } == [30, 31])
        #expect(weeks.allSatisfy { $0.count == 7 })
        let february = S.month(2027, 2)
        #expect(february.weeks.count == 4, "2027-02-01 is a Monday and February has 28 days")
    }

    @Test("an event date marks its days within the span; a window only the day it closes; numbers follow the days")
    func marks() throws {
        let conference = S.event(title: "컨퍼런스", period: "07. 30(목) 10:00 ~ 08. 02(일) 18:00", key: "일시")
        let closing = S.event(title: "접수", period: "07. 01(수) ~ 08. 01(토) 14:00")
        let open = S.event(title: "열린 접수", period: "08. 01(토) ~")
        let undated = S.event(title: "미정", period: "TBA")
        let later = S.event(title: "다음 달", period: "09. 03(목)", key: "일시", section: S.month(2026, 9))
        let first = try #require(DevEventDay(year: 2026, month: 8, day: 1))
        let last = try #require(DevEventDay(year: 2026, month: 8, day: 31))
        let agenda = DevEventAgenda(events: [later, undated, open, closing, conference], from: first, through: last)
        #expect(agenda.legend.map(\.title) == ["컨퍼런스", "접수"])
        #expect(agenda.undated == 1)
        let onFirst = try #require(agenda.marks[first])
        #expect(onFirst.map(\.kind) == [.eventDay, .deadline])
        #expect(onFirst.map(\.number) == [1, 2])
        #expect(onFirst[0].time == nil, "the conference started in July: a whole day in August")
        #expect(S.text(onFirst[1].time) == "2026-08-01 14:00:00")
        #expect(agenda.allMarks.map(\.day.day) == [1, 1, 2])
        let july = DevEventAgenda(
            events: [conference],
            from: try #require(DevEventDay(year: 2026, month: 7, day: 1)),
            through: try #require(DevEventDay(year: 2026, month: 7, day: 31))
        )
        #expect(S.text(july.allMarks.first?.time) == "2026-07-30 10:00:00")
        #expect(DevEventAgenda(events: [later], from: first, through: last).isEmpty)
    }
}
