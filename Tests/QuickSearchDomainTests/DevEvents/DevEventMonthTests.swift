import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event months and headings")
struct DevEventMonthTests {
    @Test(
        "Month headings",
        arguments: [
            ("26년 08월", "2026-08"), ("22년 5월", "2022-05"), ("22년 11월  ", "2022-11"), ("`26년 08월`", "2026-08"),
            ("20년 9월 행사", "2020-09"), ("\u{200B}25년\u{A0}01월", "2025-01"), ("2026년 8월", "2026-08"),
            ("25 년 1 월", "2025-01"),
        ]
    )
    func headings(_ heading: String, _ expected: String) {
        #expect(DevEventMonth(heading: heading)?.description == expected)
    }

    @Test(
        "Other headings are not months",
        arguments: [
            "지난 행사 기록", "개발자 동아리", "기타", "Contributors ✨", "2020년", "26년 13월", "26년 0월", "년 8월", "123년 8월", "", "26년08",
        ]
    )
    func notMonths(_ heading: String) {
        #expect(DevEventMonth(heading: heading) == nil)
    }

    @Test("YYYY-MM text")
    func text() throws {
        #expect(DevEventMonth("2026-08")?.description == "2026-08")
        #expect(DevEventMonth("2026-8")?.description == "2026-08")
        #expect(DevEventMonth(" 2026-12 ")?.next.description == "2027-01")
        for bad in ["2026-13", "26-08", "2026/08", "2026-08-01", "", "abcd-ef", "２０２６-08"] {
            #expect(DevEventMonth(bad) == nil, "\(bad)")
        }
    }

    @Test("Encoded as YYYY-MM and ordered by time")
    func codable() throws {
        let month = try #require(DevEventMonth(year: 2026, month: 8))
        let data = try JSONEncoder().encode([month])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2026-08\"]")
        #expect(try JSONDecoder().decode([DevEventMonth].self, from: data) == [month])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DevEventMonth].self, from: Data("[\"2026-99\"]".utf8))
        }
        #expect(try #require(DevEventMonth(year: 2025, month: 12)) < month)
    }
}
