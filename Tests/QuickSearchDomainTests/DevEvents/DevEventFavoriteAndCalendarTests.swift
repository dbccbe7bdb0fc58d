import Foundation
import Testing

@testable import QuickSearchDomain

/// Favourites split by a filter, places in tags, hidden counts, calendar spans and deadlines.
@Suite("Dev-Event favourites, places and calendar rules")
struct DevEventFavoriteAndCalendarTests {
    typealias S = DevEventTestSupport
    typealias F = DevEventFilterTests

    static let now = S.seoul("2026-08-22 12:00")!
    static let added = S.seoul("2026-08-01 09:00")!

    static func saved(_ event: DevEvent, onPage: Bool = true) -> DevEventSavedEvent {
        DevEventSavedEvent(event: event, addedAt: added, onPage: onPage)
    }

    @Test("every criterion, status included, applies to both parts of the favourites")
    func selectionAppliesEveryFilter() {
        let saved = [Self.saved(F.past), Self.saved(F.open), Self.saved(F.soon), Self.saved(F.undated, onPage: false)]
        let everything = DevEventFavoriteSelection(
            saved: saved,
            filter: DevEventFilter(statuses: Set(DevEventStatus.allCases)),
            now: Self.now
        )
        #expect(everything.current.map(\.event.title) == [F.open.title, F.soon.title])
        #expect(Set(everything.ended.map(\.event.title)) == [F.past.title, F.undated.title])

        let ended = DevEventFavoriteSelection(saved: saved, filter: DevEventFilter(statuses: [.ended]), now: Self.now)
        #expect(ended.current.isEmpty)
        #expect(ended.ended.map(\.event.title) == [F.past.title])

        let upcoming = DevEventFavoriteSelection(
            saved: saved,
            filter: DevEventFilter(statuses: [.upcoming]),
            now: Self.now
        )
        #expect(upcoming.all.map(\.event.title) == [F.soon.title])

        let ai = DevEventFavoriteSelection(
            saved: saved,
            filter: DevEventFilter(statuses: Set(DevEventStatus.allCases), tags: ["AI"]),
            now: Self.now
        )
        #expect(ai.current.map(\.event.title) == [F.soon.title])
        #expect(ai.ended.map(\.event.title) == [F.past.title])
    }

    @Test("a place tag counts as its mode and region and matches either, or the whole place")
    func places() {
        #expect(DevEventTagGroups.counted("오프라인(서울 강남구)") == ["오프라인", "서울"])
        #expect(DevEventTagGroups.counted("하이브리드(부산, 해운대)") == ["하이브리드", "부산"])
        #expect(DevEventTagGroups.counted("온라인(Zoom)") == ["온라인"])
        #expect(DevEventTagGroups.counted("AI(인공지능)") == ["AI(인공지능)"])
        #expect(DevEventTagGroups.counted("오프라인") == ["오프라인"])
        #expect(Set(DevEventTagGroups.matched("오프라인(서울 강남구)")).isSuperset(of: ["오프라인", "서울", "서울 강남구"]))
        let seoul = DevEventFilter(statuses: Set(DevEventStatus.allCases), tags: ["서울"]).apply(to: F.all, at: Self.now)
        #expect(seoul.map(\.title) == [F.past.title])
        let counts = DevEventTagCount.counts(in: F.all)
        #expect(counts.contains(DevEventTagCount(tag: "오프라인", count: 3)))
        #expect(counts.contains(DevEventTagCount(tag: "서울", count: 1)))
        #expect(!counts.contains { $0.tag.contains("(") })
    }

    @Test("hidden by status: what a wider status filter would add, by status")
    func hiddenByStatus() {
        let hidden = DevEventFilter().hiddenByStatus(in: F.all, at: Self.now)
        #expect(hidden == [.ended: 1])
        #expect(
            DevEventFilter(statuses: [.ended], tags: ["AI"]).hiddenByStatus(in: F.all, at: Self.now) == [.upcoming: 1]
        )
        #expect(DevEventFilter(statuses: Set(DevEventStatus.allCases)).hiddenByStatus(in: F.all, at: Self.now).isEmpty)
    }

    static func event(_ period: String, key: String = "접수", section: (Int, Int) = (2026, 8)) -> DevEvent {
        let entry = DevEventRawEntry(
            title: "샘플",
            url: URL(string: "https://example.com/span"),
            fields: [DevEventRawField(label: key, value: period)]
        )
        return DevEvent(raw: entry, section: S.month(section.0, section.1), id: "span0001")
    }

    @Test("calendar spans: all-day without times; timed when either end has one; one hour for a lone time")
    func spans() throws {
        #expect(
            DevEventCalendarSpan(Self.event("08. 20(목) ~ 09. 03(목)"))
                == .allDay(first: S.seoul("2026-08-20 00:00")!, last: S.seoul("2026-09-03 23:59:59")!)
        )
        #expect(
            DevEventCalendarSpan(Self.event("07. 07(화) ~ 08. 22(토) 09:00"))
                == .timed(start: S.seoul("2026-07-07 00:00")!, end: S.seoul("2026-08-22 09:00")!)
        )
        #expect(
            DevEventCalendarSpan(Self.event("08. 19(수) 09:00 ~ 09. 03(목)", section: (2026, 9)))
                == .timed(start: S.seoul("2026-08-19 09:00")!, end: S.seoul("2026-09-04 00:00")!)
        )
        #expect(
            DevEventCalendarSpan(Self.event("09. 02(수) 18:00", key: "일시", section: (2026, 9)))
                == .timed(start: S.seoul("2026-09-02 18:00")!, end: S.seoul("2026-09-02 19:00")!)
        )
        #expect(
            DevEventCalendarSpan(Self.event(" ~ 08. 30(일) 18:00"))
                == .timed(start: S.seoul("2026-08-30 18:00")!, end: S.seoul("2026-08-30 19:00")!)
        )
        #expect(
            DevEventCalendarSpan(Self.event("09. 08(화) ~ 09. 09(수) 24시", section: (2026, 9)))
                == .timed(start: S.seoul("2026-09-08 00:00")!, end: S.seoul("2026-09-09 23:59:59")!)
        )
        #expect(DevEventCalendarSpan(Self.event("TBA")) == nil)
    }

    @Test("closing moments: the end of a registration, application or recruitment window, 23:59 without a time")
    func closingMoments() {
        #expect(Self.event("07. 07(화) ~ 08. 22(토) 09:00").closingMoment == S.seoul("2026-08-22 09:00"))
        #expect(Self.event("08. 20(목) ~ 08. 31(월)", key: "모집").closingMoment == S.seoul("2026-08-31 23:59"))
        #expect(
            Self.event("09. 08(화) ~ 09. 09(수) 24시", key: "신청", section: (2026, 9)).closingMoment
                == S.seoul("2026-09-09 23:59:59")
        )
        #expect(Self.event("08. 29(토) 13:00 ~ 17:00", key: "일시").closingMoment == nil)
        #expect(Self.event("08. 03(월) ~ ").closingMoment == nil)
    }
}
