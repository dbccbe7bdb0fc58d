import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Dev-Event pages: hand-written anomaly pages")
struct DevEventAnomalyPageTests {
    typealias F = DevEventFixtures

    @Test("Older heading markup: unpadded, suffixed, duplicated, skipped months, h2 in details")
    func oldHeadings() throws {
        let page = try F.page("synthetic-old-headings.html")
        #expect(page.sections.map(\.month.description) == ["2022-05", "2022-07", "2022-05", "2022-04", "2022-08"])
        #expect(page.sections.map(\.heading) == ["22년 5월", "22년 7월 행사", "22년 5월", "22년 4월", "22년 8월"])
        #expect(page.sections.map(\.events.count) == [2, 1, 1, 1, 1])
        #expect(
            page.events.map(\.title) == [
                "샘플 옛행사 001", "샘플 옛행사 002", "샘플 옛행사 003", "샘플 옛행사 004", "샘플 옛행사 005", "샘플 옛행사 006",
            ]
        )
        let first = try #require(page.events.first)
        #expect(first.start == F.seoul(2022, 5, 20, 19, 0))
        #expect(first.end == F.seoul(2022, 5, 20, 21, 0))
        #expect(first.place == "서울 마포구")
        #expect(!page.events.contains { $0.title == "샘플 링크 모음" })
    }

    @Test("Title anomalies")
    func titles() throws {
        let page = try F.page("synthetic-title-anomalies.html")
        let expected: [(String, String?)] = [
            ("샘플 제목 굵게없음", "https://example.com/titles/001"),
            ("샘플 제목 깨진굵게", "https://example.com/titles/002"),
            ("샘플 제목 괄호없음", "https://example.com/titles/003"),
            ("샘플 제목 링크없음", nil),
            ("[웨비나] 샘플 제목 대괄호", "https://example.com/titles/005"),
            ("샘플 | 제목 & \"따옴표\" #6", "https://example.com/titles/006"),
            ("샘플 제목 🚀 이모지", "https://example.com/titles/007"),
            ("샘플 제목 제로폭", "https://example.com/titles/008"),
            ("샘플 제목 NBSP", "https://example.com/titles/009"),
            ("샘플 <Do it!> 제목", "https://example.com/titles/010"),
            ("샘플 제목 Future", "https://example.com/titles/011"),
            ("샘플 제목 평문", nil),
            ("샘플 제목 같은링크 가", "https://example.com/titles/shared"),
            ("샘플 제목 같은링크 나", "https://example.com/titles/shared"),
            ("샘플 제목 중복", "https://example.com/titles/dup"),
            ("샘플 제목 중복", "https://example.com/titles/dup"),
            ("샘플 제목 느슨한", "https://example.com/titles/017"),
            ("샘플 제목 상대링크", "https://github.com/brave-people/Dev-Event/blob/master/README.md"),
        ]
        #expect(page.events.map(\.title) == expected.map(\.0))
        #expect(page.events.map(\.url?.absoluteString) == expected.map(\.1))
        #expect(Set(page.events.map(\.id)).count == expected.count)
        #expect(page.events.allSatisfy { $0.hosts == ["샘플주최 제목"] && $0.tags == ["온라인", "무료", "세미나"] })
        #expect(page.events.allSatisfy { $0.start == F.seoul(2026, 3, 20) })
    }

    @Test("Relative links resolve against the parser's base URL")
    func baseURL() throws {
        let base = try #require(URL(string: "https://events.example.com/list/"))
        let page = LibXMLDevEventPageParser(baseURL: base).parse(try F.data("synthetic-title-anomalies.html"))
        #expect(
            page.events.last?.url?.absoluteString
                == "https://events.example.com/brave-people/Dev-Event/blob/master/README.md"
        )
    }

    @Test("Field anomalies: misspelled keys, bare tag line, indentation, quotes, hosts, flattened entry")
    func fields() throws {
        let page = try F.page("synthetic-field-anomalies.html")
        #expect(page.events.count == 17)
        func event(_ title: String) throws -> DevEvent { try #require(F.event(title, in: page)) }

        #expect(try event("샘플 필드 주회").hosts == ["샘플주최 회"])
        #expect(try event("샘플 필드 주체").hosts == ["샘플주최 체"])
        let registration = try event("샘플 필드 등로")
        #expect(registration.periodKind == .registration)
        #expect(registration.end == F.seoul(2026, 4, 10, 23, 59, 59))
        let date = try event("샘플 필드 알사")
        #expect(date.periodKind == .eventDate)
        #expect(date.start == F.seoul(2026, 4, 11))
        let bare = try event("샘플 필드 키없는태그")
        #expect(bare.tags == ["온라인", "무료", "해커톤"])
        #expect(bare.kinds == ["해커톤"])
        let deep = try event("샘플 필드 깊은들여쓰기")
        #expect(deep.tags == ["오프라인(대전)", "무료", "모임"])
        #expect(deep.hosts == ["샘플주최 깊이"])
        #expect(deep.start == F.seoul(2026, 4, 13))
        #expect(try event("샘플 필드 따옴표태그").tags == ["오프라인(서울 마포구)", "무료", "모임"])
        #expect(try event("샘플 필드 점구분").tags == ["온라인", "무료", "세미나", "Node.js"])
        #expect(try event("샘플 필드 여러주최").hosts == ["샘플주최 가", "샘플주최 나", "(주) 샘플주최 다"])
        let flattened = try event("샘플 필드 펼쳐진항목")
        #expect(flattened.tags == ["온라인", "무료", "교육"])
        #expect(flattened.hosts == ["샘플주최 펼침"])
        #expect(flattened.start == F.seoul(2026, 4, 6))
        let colonTitle = try event("샘플 필드: 콜론제목")
        #expect(colonTitle.url == nil)
        #expect(colonTitle.hosts == ["샘플주최 콜론"])
        let times = try event("샘플 필드 시간콜론")
        #expect(times.rawPeriod == "04. 20(월) 19:00 ~ 21:00")
        #expect(times.end == F.seoul(2026, 4, 20, 21, 0))
        let wide = try event("샘플 필드 전각콜론")
        #expect(wide.tags == ["온라인", "무료"])
        #expect(wide.hosts == ["샘플주최 전각"])
        #expect(wide.start == F.seoul(2026, 4, 21))
        #expect(try event("샘플 필드 키띄어쓰기").periodKind == .registration)
        let control = try event("샘플 필드 제어문자")
        #expect(control.tags == ["온라인", "무료"])
        #expect(control.hosts == ["샘플주최 제어"])
        #expect(control.start == F.seoul(2026, 4, 23))
        #expect(try event("샘플 필드 하이브리드").mode == .hybrid)
        let noPeriod = try event("샘플 필드 기간없음")
        #expect(noPeriod.periodKind == DevEventPeriodKind.none)
        #expect(noPeriod.rawPeriod.isEmpty)
        #expect(noPeriod.status(at: Date()) == .unknown)
        #expect(page.events.count(where: \.hasUnreadablePeriod) == 0)
    }

    @Test("Date anomalies: every entry listed, unreadable periods counted and kept")
    func dates() throws {
        let page = try F.page("synthetic-date-anomalies.html")
        #expect(page.sections.map(\.events.count) == [24, 3])
        #expect(page.events.count(where: \.hasUnreadablePeriod) == 3)
        let unreadable = page.events.filter(\.hasUnreadablePeriod)
        #expect(unreadable.map(\.rawPeriod) == ["TBA", "과정별 상이", "04월 중 공개"])
        #expect(unreadable.allSatisfy { $0.start == nil && $0.end == nil && $0.status(at: Date()) == .unknown })

        let expectedStarts: [Date?] = [
            F.seoul(2025, 7, 10), F.seoul(2025, 7, 10), F.seoul(2025, 8, 18), F.seoul(2025, 9, 1), F.seoul(2025, 9, 1),
            F.seoul(2025, 6, 14), F.seoul(2025, 6, 20), F.seoul(2025, 6, 17), F.seoul(2025, 9, 29),
            F.seoul(2025, 9, 2, 19),
            F.seoul(2025, 9, 3, 19), F.seoul(2025, 9, 4, 20), F.seoul(2025, 9, 5, 21), F.seoul(2025, 9, 6, 19),
            F.seoul(2025, 9, 7, 10),
            F.seoul(2025, 9, 8), F.seoul(2025, 9, 10, 19), nil, nil, nil,
            F.seoul(2025, 9, 11), nil, F.seoul(2025, 9, 12, 19, 30), F.seoul(2025, 8, 19, 9),
            F.seoul(2025, 12, 14), F.seoul(2025, 12, 20), F.seoul(2026, 1, 24, 22),
        ]
        #expect(page.events.map(\.start) == expectedStarts)
        let ends = page.events.map(\.end)
        #expect(ends[13] == F.seoul(2025, 9, 6, 21))
        #expect(ends[15] == F.seoul(2025, 9, 9, 23, 59, 59))
        #expect(ends[16] == F.seoul(2025, 9, 10, 22))
        #expect(ends[20] == nil)
        #expect(ends[21] == F.seoul(2025, 9, 30, 23, 59, 59))
        #expect(ends[24] == F.seoul(2026, 1, 5, 23, 59, 59))
        #expect(ends[26] == F.seoul(2026, 1, 25, 2))
    }

    @Test("No month section: an empty page, reported as a markup change")
    func noSections() throws {
        let page = try F.page("synthetic-no-sections.html")
        #expect(page.isEmpty)
        #expect(page.sections.isEmpty)
        #expect(throws: DevEventPageError.markupChanged) { try page.requireEvents() }
        #expect(try F.page("README-2026-08-22.html").requireEvents().events.count == 80)
    }
}
