import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Dev-Event filter and sort")
struct DevEventFilterTests {
    typealias S = DevEventTestSupport

    /// Four events around 2026-08-22 12:00 KST.
    static let past = S.event(
        title: "Beta 지난 행사",
        tags: ["오프라인(서울 강남구)", "유료", "세미나", "AI"],
        hosts: ["샘플주최 가"],
        period: "08. 01(토) ~ 08. 10(월)"
    )
    static let open = S.event(
        title: "alpha 진행 행사",
        tags: ["온라인", "무료", "모임", "클라우드"],
        hosts: ["샘플주최 나 / Sample Host"],
        period: "08. 15(토) ~ 08. 25(화) 18:00"
    )
    static let soon = S.event(
        title: "Gamma 예정 행사",
        tags: ["온라인", "오프라인(부산)", "무료", "대회", "AI"],
        hosts: ["샘플주최 다"],
        period: "09. 02(수) ~ 09. 05(토)",
        section: S.month(2026, 9)
    )
    static let undated = S.event(
        title: "델타 미정 행사",
        tags: ["오프라인", "무료"],
        hosts: ["샘플주최 라"],
        period: "TBA",
        section: S.month(2026, 9)
    )
    static let all = [past, open, soon, undated]

    private func titles(_ filter: DevEventFilter, at now: String = "2026-08-22 12:00") throws -> [String] {
        filter.apply(to: Self.all, at: try #require(S.seoul(now))).map(\.title)
    }

    @Test("By default upcoming, ongoing and undated events (never dropped), soonest start first")
    func defaults() throws {
        #expect(try titles(DevEventFilter()) == ["alpha 진행 행사", "Gamma 예정 행사", "델타 미정 행사"])
        #expect(try titles(DevEventFilter(statuses: [.ended])) == ["Beta 지난 행사"])
        #expect(try titles(DevEventFilter(statuses: [.unknown])) == ["델타 미정 행사"])
    }

    @Test("Sorting by date puts undated events last; by title folds case")
    func sorting() throws {
        let every = Set(DevEventStatus.allCases)
        #expect(
            try titles(DevEventFilter(statuses: every)) == ["Beta 지난 행사", "alpha 진행 행사", "Gamma 예정 행사", "델타 미정 행사"]
        )
        #expect(
            try titles(DevEventFilter(statuses: every, sortOrder: .title)) == [
                "alpha 진행 행사", "Beta 지난 행사", "Gamma 예정 행사", "델타 미정 행사",
            ]
        )
    }

    @Test("Tags must all match, case- and width-insensitively; a place tag matches its base")
    func tags() throws {
        let every = Set(DevEventStatus.allCases)
        #expect(try titles(DevEventFilter(statuses: every, tags: ["ＡＩ"])) == ["Beta 지난 행사", "Gamma 예정 행사"])
        #expect(try titles(DevEventFilter(statuses: every, tags: ["ai", "대회"])) == ["Gamma 예정 행사"])
        #expect(
            try titles(DevEventFilter(statuses: every, tags: ["오프라인"])) == ["Beta 지난 행사", "Gamma 예정 행사", "델타 미정 행사"]
        )
        #expect(try titles(DevEventFilter(statuses: every, tags: ["오프라인(서울 강남구)"])) == ["Beta 지난 행사"])
        #expect(try titles(DevEventFilter(statuses: every, tags: ["없는태그"])).isEmpty)
    }

    @Test("Online keeps online and hybrid; offline keeps offline and hybrid; free")
    func modeAndPrice() throws {
        let every = Set(DevEventStatus.allCases)
        #expect(try titles(DevEventFilter(statuses: every, mode: .online)) == ["alpha 진행 행사", "Gamma 예정 행사"])
        #expect(
            try titles(DevEventFilter(statuses: every, mode: .offline)) == ["Beta 지난 행사", "Gamma 예정 행사", "델타 미정 행사"]
        )
        #expect(try titles(DevEventFilter(statuses: every, mode: .hybrid)) == ["Gamma 예정 행사"])
        #expect(
            try titles(DevEventFilter(statuses: every, price: .free)) == ["alpha 진행 행사", "Gamma 예정 행사", "델타 미정 행사"]
        )
    }

    @Test("Host substring and search text are case- and width-insensitive")
    func text() throws {
        let every = Set(DevEventStatus.allCases)
        #expect(try titles(DevEventFilter(statuses: every, host: "ＳＡＭＰＬＥ host")) == ["alpha 진행 행사"])
        #expect(try titles(DevEventFilter(statuses: every, host: "주최 다")) == ["Gamma 예정 행사"])
        #expect(try titles(DevEventFilter(statuses: every, searchText: "ＡＬＰＨＡ")) == ["alpha 진행 행사"])
        #expect(try titles(DevEventFilter(statuses: every, searchText: "클라우드")) == ["alpha 진행 행사"])
        #expect(try titles(DevEventFilter(statuses: every, searchText: "샘플주최 라")) == ["델타 미정 행사"])
        #expect(
            try titles(DevEventFilter(statuses: every, searchText: "  ")) == [
                "Beta 지난 행사", "alpha 진행 행사", "Gamma 예정 행사", "델타 미정 행사",
            ]
        )
    }

    @Test("Month keeps periods touching it, and undated events listed under it")
    func month() throws {
        let every = Set(DevEventStatus.allCases)
        #expect(
            try titles(DevEventFilter(statuses: every, month: DevEventMonth("2026-08"))) == [
                "Beta 지난 행사", "alpha 진행 행사",
            ]
        )
        #expect(
            try titles(DevEventFilter(statuses: every, month: DevEventMonth("2026-09"))) == ["Gamma 예정 행사", "델타 미정 행사"]
        )
        #expect(try titles(DevEventFilter(statuses: every, month: DevEventMonth("2026-07"))).isEmpty)
    }

    @Test("Within keeps events starting or ending soon")
    func within() throws {
        let week: TimeInterval = 7 * 86_400
        #expect(try titles(DevEventFilter(within: week)) == ["alpha 진행 행사"])
        #expect(try titles(DevEventFilter(within: 2 * week)) == ["alpha 진행 행사", "Gamma 예정 행사"])
        #expect(try titles(DevEventFilter(within: 3600)).isEmpty)
    }

    @Test("Tag counts: most used first, each event counted once per tag")
    func tagCounts() {
        let counts = DevEventTagCount.counts(in: Self.all + [S.event(title: "중복 태그", tags: ["AI", "ai"])])
        #expect(
            Array(counts.prefix(2)) == [DevEventTagCount(tag: "AI", count: 3), DevEventTagCount(tag: "무료", count: 3)]
        )
        #expect(counts.contains(DevEventTagCount(tag: "클라우드", count: 1)))
        #expect(counts.map(\.count) == counts.map(\.count).sorted(by: >))
    }
}

extension DevEventFilterTests {
    @Test("--paid keeps paid events only")
    func paid() throws {
        #expect(try titles(DevEventFilter(statuses: Set(DevEventStatus.allCases), price: .paid)) == ["Beta 지난 행사"])
    }

    @Test("by deadline: closing moments first (an event date counts from its start), then the rest by date")
    func byDeadline() throws {
        let closesLate = S.event(title: "a 늦게 마감", period: "08. 01(토) ~ 08. 30(일) 18:00")
        let startsSoon = S.event(title: "b 곧 시작", period: "08. 24(월) 19:00", key: "일시")
        let closesSoon = S.event(title: "c 곧 마감", period: "08. 10(월) ~ 08. 23(일) 12:00")
        let openWindow = S.event(title: "d 열린 접수", period: "07. 01(수) ~")
        let undated = S.event(title: "e 미정", period: "TBA")
        let events = [undated, openWindow, closesLate, startsSoon, closesSoon]
        let now = try #require(S.seoul("2026-08-22 12:00"))
        let every = Set(DevEventStatus.allCases)
        #expect(
            DevEventFilter(statuses: every, sortOrder: .deadline).apply(to: events, at: now).map(\.title) == [
                "c 곧 마감", "b 곧 시작", "a 늦게 마감", "d 열린 접수", "e 미정",
            ]
        )
        #expect(
            DevEventFilter(statuses: every, sortOrder: .start).apply(to: events, at: now).map(\.title)
                == DevEventFilter(statuses: every, sortOrder: .date).apply(to: events, at: now).map(\.title)
        )
        #expect(
            DevEventFilter(statuses: every, sortOrder: .start).apply(to: events, at: now).map(\.title) == [
                "d 열린 접수", "a 늦게 마감", "c 곧 마감", "b 곧 시작", "e 미정",
            ]
        )
    }
}
