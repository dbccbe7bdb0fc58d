import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@Suite("Dev-Event pages: the four synthetic README versions")
struct DevEventFixturePageTests {
    typealias F = DevEventFixtures

    /// Entries per month section, counted from the `.md` of each fixture (cross-checked with SOURCE.txt).
    static let expectedSections: [(String, [(String, Int)])] = [
        ("README-2022-11-30.html", [("22년 11월", 5), ("22년 12월", 32), ("23년 01월", 2), ("23년 02월", 1)]),
        ("README-2024-08-16.html", [("24년 08월", 34), ("24년 09월", 18), ("24년 10월", 5), ("24년 11월", 1)]),
        ("README-2025-01-31.html", [("25년 01월", 3), ("25년 02월", 18), ("25년 03월", 2)]),
        ("README-2026-08-22.html", [("26년 08월", 42), ("26년 09월", 33), ("26년 10월", 5)]),
    ]

    @Test("Entries per month section", arguments: expectedSections.map(\.0))
    func sectionCounts(_ name: String) throws {
        let page = try F.page(name)
        let expected = try #require(Self.expectedSections.first { $0.0 == name }?.1)
        #expect(page.sections.map(\.heading) == expected.map(\.0))
        #expect(page.sections.map(\.events.count) == expected.map(\.1))
        #expect(page.events.count == expected.reduce(0) { $0 + $1.1 })
        #expect(!page.isEmpty)
        #expect(page.events.count(where: \.hasUnreadablePeriod) == 0)
        #expect(Set(page.events.map(\.id)).count == page.events.count)
        #expect(page.events.allSatisfy { !$0.title.isEmpty && $0.url != nil && !$0.hosts.isEmpty && !$0.tags.isEmpty })
        #expect(page.events.allSatisfy { $0.start != nil && $0.end != nil })
    }

    @Test("2026: backtick headings, loose list, entity, shared hosts, times")
    func page2026() throws {
        let page = try F.page("README-2026-08-22.html")
        #expect(page.sections.map(\.month.description) == ["2026-08", "2026-09", "2026-10"])

        let first = try #require(page.events.first)
        #expect(first.title == "샘플 행사 001 | 프리뷰")
        #expect(first.url?.absoluteString == "https://example.com/dev-event/019")
        #expect(first.tags == ["오프라인(대구)", "유료", "대회", "AI"])
        #expect(first.mode == .offline)
        #expect(first.place == "대구")
        #expect(first.price == .paid)
        #expect(first.kinds == ["대회"])
        #expect(first.topics == ["AI"])
        #expect(first.hosts == ["샘플주최1"])
        #expect(first.periodKind == .registration)
        #expect(first.rawPeriod == "07. 07(화) ~ 08. 22(토) 09:00")
        #expect(first.start == F.seoul(2026, 7, 7))
        #expect(first.end == F.seoul(2026, 8, 22, 9, 0))
        #expect(!first.startTimeGiven && first.endTimeGiven)
        #expect(first.section.description == "2026-08")

        let entity = try #require(F.event("샘플 행사 012 <샘플 도서>", in: page))
        #expect(entity.url?.absoluteString == "https://example.com/dev-event/030")
        #expect(F.event("샘플 행사 065 <샘플 부제>: 부제", in: page) != nil)
        #expect(F.event("샘플 행사 004 & Networking", in: page) != nil)
        #expect(F.event("[샘플] 샘플 행사 007", in: page) != nil)

        let hosts = try #require(F.event("샘플 행사 031", in: page))
        #expect(hosts.hosts == ["샘플주최27", "샘플주최28", "샘플주최29"])

        let eventDate = try #require(F.event("샘플 행사 011: 부제", in: page))
        #expect(eventDate.periodKind == .eventDate)
        #expect(eventDate.start == F.seoul(2026, 8, 25))
        #expect(eventDate.end == F.seoul(2026, 8, 25, 23, 59, 59))

        let hybrid = try #require(F.event("샘플 행사 026", in: page))
        #expect(hybrid.mode == .hybrid)
        #expect(hybrid.place == "서울")

        let timed = try #require(F.event("샘플 행사 049", in: page))
        #expect(timed.start == F.seoul(2026, 8, 19, 9, 0))
        #expect(timed.end == F.seoul(2026, 9, 3, 18, 0))

        let query = try #require(F.event("샘플 행사 051", in: page))
        #expect(query.url?.absoluteString == "https://example.com/dev-event/069?a=1&b=2")
        #expect(query.price == .free)
        #expect(query.kinds == ["대회"])

        let noPrice = try #require(F.event("샘플 행사 057", in: page))
        #expect(noPrice.price == .unknown)
        #expect(noPrice.topics == ["블록체인", "Web3"])

        // The tight list of 26년 10월 reads like the loose lists above it.
        let tight = try #require(page.sections.last)
        #expect(
            tight.events.map(\.title) == [
                "샘플 행사 076", "샘플 행사 077", "샘플 행사 078 | 프리뷰", "샘플 행사 079 | 프리뷰", "샘플 행사 080 | 프리뷰",
            ]
        )
        #expect(tight.events[0].url?.absoluteString == "https://example.com/dev-event/094#section")
        #expect(tight.events[0].start == F.seoul(2026, 9, 30))
        #expect(tight.events[0].end == F.seoul(2026, 10, 1, 23, 59, 59))
        #expect(tight.events[2].start == F.seoul(2026, 8, 21, 22, 52))
    }

    @Test("2025: flattened entries (12 items, 3 titled entries) and a window across the year end")
    func page2025() throws {
        let page = try F.page("README-2025-01-31.html")
        let flattened = try #require(page.sections.first)
        #expect(flattened.events.map(\.title) == ["샘플 행사 001", "샘플 행사 002 | 프리뷰: 부제", "샘플 행사 003 | 프리뷰"])
        for event in flattened.events {
            #expect(event.tags.count == 3)
            #expect(event.hosts.count == 1)
            #expect(event.periodKind == .registration)
            #expect(event.end == F.seoul(2025, 1, 31, 23, 59, 59))
        }
        #expect(flattened.events[0].tags == ["온라인", "무료", "커리어"])
        #expect(flattened.events[1].hosts == ["샘플주최2"])

        let crossing = try #require(F.event("샘플 행사 007", in: page))
        #expect(crossing.start == F.seoul(2024, 12, 31))
        #expect(crossing.end == F.seoul(2025, 2, 4, 23, 59, 59))

        let plainTag = try #require(F.event("샘플 행사 012", in: page))
        #expect(plainTag.tags == ["오프라인(서울 성수)", "무료", "AI", "교육"])
        #expect(plainTag.kinds == ["교육"])
    }

    @Test("2024: a raw tag removed by GitHub, shared links, comma-separated hosts")
    func page2024() throws {
        let page = try F.page("README-2024-08-16.html")
        let widget = try #require(F.event("샘플 행사 051 Future", in: page))
        #expect(widget.hosts == ["샘플주최47"])
        let shared = page.events.filter { $0.url?.absoluteString == "https://example.com/dev-event/014/" }
        #expect(shared.map(\.title) == ["샘플 행사 007", "샘플 행사 009"])
        #expect(shared[0].id != shared[1].id)
        #expect(try #require(F.event("샘플 행사 041", in: page)).hosts == ["샘플주최38", "샘플주최39"])
        #expect(try #require(F.event("샘플 행사 023 '26", in: page)).hosts == ["(주) 샘플주최23"])
        let sameDay = try #require(F.event("샘플 행사 034", in: page))
        #expect(sameDay.start == F.seoul(2024, 8, 31, 10, 0))
        #expect(sameDay.end == F.seoul(2024, 8, 31, 13, 0))
        let encoded = try #require(page.events.first)
        #expect(encoded.url?.absoluteString == "https://example.com/dev-event/008/%EC%83%98%ED%94%8C")
    }

    @Test("2022: trailing-space heading, untyped tags, an oddly indented entry, a time range without tilde")
    func page2022() throws {
        let page = try F.page("README-2022-11-30.html")
        #expect(page.sections.first?.heading == "22년 11월")
        let webinar = try #require(F.event("샘플 행사 002 #meetup", in: page))
        #expect(webinar.mode == .online)
        #expect(webinar.price == .unknown)
        #expect(webinar.kinds == ["웨비나"])
        let indented = try #require(F.event("샘플 행사 020", in: page))
        #expect(indented.tags == ["온라인", "컨퍼런스"])
        #expect(indented.hosts == ["샘플주최19"])
        #expect(indented.start == F.seoul(2022, 12, 7))
        let noTilde = try #require(F.event("[샘플] 샘플 행사 019", in: page))
        #expect(noTilde.start == F.seoul(2022, 12, 6, 19, 30))
        #expect(noTilde.end == F.seoul(2022, 12, 6, 20, 30))
        let nextYear = try #require(F.event("샘플 행사 038", in: page))
        #expect(nextYear.start == F.seoul(2023, 1, 24))
        #expect(nextYear.section.description == "2023-01")
    }

    @Test("Parsing is deterministic: the same page gives the same events and ids")
    func deterministic() throws {
        let data = try F.data("README-2026-08-22.html")
        let parser = LibXMLDevEventPageParser()
        #expect(parser.parse(data) == parser.parse(data))
    }

    @Test("One parser value used from many tasks at once gives the same pages")
    func concurrent() async throws {
        let parser = LibXMLDevEventPageParser()
        let names = Self.expectedSections.map(\.0)
        let inputs = try names.map { try F.data($0) }
        let expected = inputs.map { parser.parse($0) }
        let results = await withTaskGroup(of: (Int, DevEventPage).self) { group in
            for round in 0..<24 {
                let index = round % inputs.count
                let input = inputs[index]
                group.addTask { (index, parser.parse(input)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 24)
        #expect(results.allSatisfy { expected[$0.0] == $0.1 })
    }

    @Test("Pages round-trip through JSON")
    func codable() throws {
        let page = try F.page("README-2025-01-31.html")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let decoded = try JSONDecoder().decode(DevEventPage.self, from: try encoder.encode(page))
        #expect(decoded == page)
    }
}
