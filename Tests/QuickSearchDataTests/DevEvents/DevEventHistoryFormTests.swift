import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

/// The eight forms of the list's history that were misread (issue 16), one entry each on
/// `synthetic-history-forms.html`, rendered the way GitHub renders the README.
@Suite("Dev-Event pages: the history forms read right")
struct DevEventHistoryFormTests {
    typealias F = DevEventFixtures

    static func event(_ title: String) throws -> DevEvent {
        let page = try F.page("synthetic-history-forms.html")
        return try #require(F.event(title, in: page), "no event \(title)")
    }

    @Test("The page: eleven events in six sections, none titled Link")
    func page() throws {
        let page = try F.page("synthetic-history-forms.html")
        #expect(
            page.sections.map(\.month.description) == [
                "2021-11", "2021-04", "2022-02", "2025-05", "2025-04", "2026-04",
            ]
        )
        #expect(page.events.count == 11)
        #expect(!page.events.contains { $0.title == "Link" || $0.rawPeriod == "Link" })
        #expect(page.events.filter(\.periodDoubtful).map(\.title) == ["샘플 역사 009", "샘플 역사 010"])
    }

    @Test("1. A link item nested under a title line is the title's link")
    func nestedLink() throws {
        let event = try Self.event("샘플 옛형식 행사 001")
        #expect(event.url?.absoluteString == "https://example.com/history/001")
        #expect(event.applyURL == nil)
        #expect(event.hosts == ["샘플주최 역사"])
        #expect(event.start == F.seoul(2021, 11, 20, 14, 0))
        #expect(event.end == F.seoul(2021, 11, 20, 16, 0))
        #expect(event.id == DevEventIdentifier.make(title: event.title, url: event.url))
    }

    @Test("2. A period line holding only a link is no period: the event's link, or its application link")
    func linkOnlyPeriod() throws {
        let unlinked = try Self.event("샘플 역사 004")
        #expect(unlinked.url?.absoluteString == "https://example.com/history/004/apply")
        #expect(unlinked.applyURL == nil)
        #expect(unlinked.id == DevEventIdentifier.make(title: unlinked.title, url: unlinked.url))
        #expect(unlinked.periodKind == .eventDate)
        #expect(unlinked.rawPeriod == "11. 27(토)")
        #expect(unlinked.start == F.seoul(2021, 11, 27))
        let linked = try Self.event("샘플 역사 005")
        #expect(linked.url?.absoluteString == "https://example.com/history/005")
        #expect(linked.applyURL?.absoluteString == "https://example.com/history/005/apply")
        #expect(linked.periodKind == .eventDate)
        #expect(linked.start == F.seoul(2021, 11, 28))
    }

    @Test("3. A start whose end cannot be read takes the heading's year when its month is not later")
    func unreadableEnd() throws {
        let event = try Self.event("샘플 역사 011")
        #expect(event.rawPeriod == "03. 28(토) ~ '26. 04월 중")
        #expect(event.start == F.seoul(2026, 3, 28))
        #expect(event.end == nil)
        #expect(try event.status(at: #require(F.seoul(2025, 4, 10))) == .upcoming)
        #expect(try event.status(at: #require(F.seoul(2026, 4, 10))) == .ongoing)
    }

    @Test("4. An end written before its start: both dates in one year, in order, doubtful")
    func reversedRanges() throws {
        let month = try Self.event("샘플 역사 009")
        #expect(month.start == F.seoul(2025, 4, 23))
        #expect(month.end == F.seoul(2025, 5, 14, 23, 59, 59))
        #expect(month.periodDoubtful)
        let days = try Self.event("샘플 역사 010")
        #expect(days.start == F.seoul(2025, 4, 20))
        #expect(days.end == F.seoul(2025, 4, 24, 23, 59, 59))
        #expect(days.periodDoubtful)
    }

    @Test("5. A date range on a second host line is the period, never a host")
    func hostLineDates() throws {
        let event = try Self.event("샘플 역사 002")
        #expect(event.hosts == ["샘플주최 역사"])
        #expect(event.periodKind == .eventDate)
        #expect(event.rawPeriod == "10. 12(화) ~ 11. 14(일)")
        #expect(event.start == F.seoul(2021, 10, 12))
        #expect(event.end == F.seoul(2021, 11, 14, 23, 59, 59))
    }

    @Test("6. A day range with a daily window runs from its first time on the first day to its second on the last")
    func dailyWindow() throws {
        let event = try Self.event("샘플 역사 006")
        #expect(event.start == F.seoul(2021, 4, 28, 19, 0))
        #expect(event.end == F.seoul(2021, 4, 30, 22, 0))
        #expect(event.startTimeGiven && event.endTimeGiven)
    }

    @Test("7. `11:30(화)`, a colon typed for the dot before a weekday, is the date 11-30")
    func colonForDot() throws {
        let event = try Self.event("샘플 역사 003")
        #expect(event.start == F.seoul(2021, 11, 29, 14, 0))
        #expect(event.end == F.seoul(2021, 11, 30, 16, 0))
    }

    @Test("8. 24:00 is the last second of its day, the time given, however it is written")
    func midnight() throws {
        let deadline = try Self.event("샘플 역사 007")
        #expect(deadline.end == F.seoul(2022, 2, 21, 23, 59, 59))
        #expect(deadline.endTimeGiven)
        let range = try Self.event("샘플 역사 008")
        #expect(range.start == F.seoul(2022, 2, 26, 12, 0))
        #expect(range.end == F.seoul(2022, 2, 26, 23, 59, 59))
        #expect(range.endTimeGiven)
    }
}
