import Foundation
import TestRandomness
import Testing

@testable import QuickSearchDomain

@Suite("Dev-Event period parsing")
struct DevEventDateParserTests {
    typealias S = DevEventTestSupport

    /// A period text, its section, and the expected schedule (`nil` for no date; `…!` marks a given time).
    struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let section: (Int, Int)
        let start: String?
        let end: String?
        let startTime: Bool
        let endTime: Bool
        let doubtful: Bool

        init(
            _ text: String,
            _ section: (Int, Int) = (2025, 9),
            start: String?,
            end: String?,
            times: (Bool, Bool) = (false, false),
            doubtful: Bool = false
        ) {
            self.text = text
            self.section = section
            self.start = start
            self.end = end
            startTime = times.0
            endTime = times.1
            self.doubtful = doubtful
        }

        var testDescription: String { "\(text.debugDescription) under \(section.0)-\(section.1)" }
    }

    static let formCases: [Case] = [
        Case(
            "10. 30(목) 19:30 ~ 20:30",
            (2025, 10),
            start: "2025-10-30 19:30:00",
            end: "2025-10-30 20:30:00",
            times: (true, true)
        ),
        Case("09. 30(수) ~ 10. 01(목)", (2026, 10), start: "2026-09-30 00:00:00", end: "2026-10-01 23:59:59"),
        Case(
            "08. 19(수) 09:00 ~ 09. 03(목) 18:00",
            (2026, 9),
            start: "2026-08-19 09:00:00",
            end: "2026-09-03 18:00:00",
            times: (true, true)
        ),
        Case("05. 03(월) ~ ", (2025, 5), start: "2025-05-03 00:00:00", end: nil),
        Case(" ~ 07. 30(금)", (2025, 7), start: nil, end: "2025-07-30 23:59:59"),
        Case("08. 25(화)", (2026, 8), start: "2026-08-25 00:00:00", end: "2026-08-25 23:59:59"),
        Case(
            "12. 08(목) 19:00",
            (2022, 12),
            start: "2022-12-08 19:00:00",
            end: "2022-12-08 23:59:59",
            times: (true, false)
        ),
        Case(
            "07. 07(화) ~ 08. 22(토) 09:00",
            (2026, 8),
            start: "2026-07-07 00:00:00",
            end: "2026-08-22 09:00:00",
            times: (false, true)
        ),
        Case(
            "08. 05(수) 11:30 ~ 08. 23(일) 00:00",
            (2026, 8),
            start: "2026-08-05 11:30:00",
            end: "2026-08-23 00:00:00",
            times: (true, true)
        ),
        Case(
            "11. 30(수) 10:00 ~ 15:00",
            (2022, 11),
            start: "2022-11-30 10:00:00",
            end: "2022-11-30 15:00:00",
            times: (true, true)
        ),
        Case(
            "12. 06(화) 19:30 20:30",
            (2022, 12),
            start: "2022-12-06 19:30:00",
            end: "2022-12-06 20:30:00",
            times: (true, true)
        ),
        Case("08. 14(금) ~ 16(일)", (2026, 8), start: "2026-08-14 00:00:00", end: "2026-08-16 23:59:59"),
        Case(
            "2025-09-29 10:00 ~ 2025-09-30",
            (2025, 9),
            start: "2025-09-29 10:00:00",
            end: "2025-09-30 23:59:59",
            times: (true, false)
        ),
        Case(
            "2025년 9월 29일(월) 오후 2시 30분",
            (2025, 9),
            start: "2025-09-29 14:30:00",
            end: "2025-09-29 23:59:59",
            times: (true, false)
        ),
        Case(
            "09. 29(월) 오후 7시 반",
            (2025, 9),
            start: "2025-09-29 19:30:00",
            end: "2025-09-29 23:59:59",
            times: (true, false)
        ),
        Case(
            "０９. ２９(월) １９：００ ～ ２１：００",
            (2025, 9),
            start: "2025-09-29 19:00:00",
            end: "2025-09-29 21:00:00",
            times: (true, true)
        ),
        Case(
            "09. 29(월) 10:00 AM ~ 02:00 PM",
            (2025, 9),
            start: "2025-09-29 10:00:00",
            end: "2025-09-29 14:00:00",
            times: (true, true)
        ),
        Case(
            "09. 29(월) 12:00 까지",
            (2025, 9),
            start: "2025-09-29 12:00:00",
            end: "2025-09-29 23:59:59",
            times: (true, false)
        ),
    ]

    static let anomalyCases: [Case] = [
        Case("07. 10(목\u{1D})", start: "2025-07-10 00:00:00", end: "2025-07-10 23:59:59"),
        Case("07.10(목)", start: "2025-07-10 00:00:00", end: "2025-07-10 23:59:59"),
        Case("08, 18(금)", start: "2025-08-18 00:00:00", end: "2025-08-18 23:59:59"),
        Case("09 .01(금)", start: "2025-09-01 00:00:00", end: "2025-09-01 23:59:59"),
        Case("05. 1(월)", start: "2025-05-01 00:00:00", end: "2025-05-01 23:59:59"),
        Case("06. 14.(금)", start: "2025-06-14 00:00:00", end: "2025-06-14 23:59:59"),
        Case("06. 14.(금) 19:00", start: "2025-06-14 19:00:00", end: "2025-06-14 23:59:59", times: (true, false)),
        Case("06. 20일(월)", start: "2025-06-20 00:00:00", end: "2025-06-20 23:59:59"),
        Case("6월 17일(금)", start: "2025-06-17 00:00:00", end: "2025-06-17 23:59:59"),
        Case("25. 9. 29(월)", (2026, 1), start: "2025-09-29 00:00:00", end: "2025-09-29 23:59:59"),
        Case("09. 02(tn) 19:00 ~ 21:00", start: "2025-09-02 19:00:00", end: "2025-09-02 21:00:00", times: (true, true)),
        Case("09. 03() 19:00", start: "2025-09-03 19:00:00", end: "2025-09-03 23:59:59", times: (true, false)),
        Case("09. 04(목) 20:#0", start: "2025-09-04 20:00:00", end: "2025-09-04 23:59:59", times: (true, false)),
        Case("09. 05(금) 21:000", start: "2025-09-05 21:00:00", end: "2025-09-05 23:59:59", times: (true, false)),
        Case("09. 06(토) 19:00 - 21:00", start: "2025-09-06 19:00:00", end: "2025-09-06 21:00:00", times: (true, true)),
        Case("09. 07(일) 오전 10시", start: "2025-09-07 10:00:00", end: "2025-09-07 23:59:59", times: (true, false)),
        Case(
            "09. 08(월) ~ 09. 09(화) 24시",
            start: "2025-09-08 00:00:00",
            end: "2025-09-09 23:59:59",
            times: (false, true)
        ),
        Case(
            "09. 08(월) 10:00 ~ 09. 09(화) 24:00",
            start: "2025-09-08 10:00:00",
            end: "2025-09-09 23:59:59",
            times: (true, true)
        ),
        Case("09. 09(화) 19:00 ~ 24:00", start: "2025-09-09 19:00:00", end: "2025-09-09 23:59:59", times: (true, true)),
        Case("09. 10(수) 19:00 (3시간)", start: "2025-09-10 19:00:00", end: "2025-09-10 22:00:00", times: (true, true)),
        Case("09. 10(수) 22:00 ~ 02:00", start: "2025-09-10 22:00:00", end: "2025-09-11 02:00:00", times: (true, true)),
        Case("09. 11(목 19:00", start: "2025-09-11 19:00:00", end: "2025-09-11 23:59:59", times: (true, false)),
        Case("TBA", start: nil, end: nil),
        Case("과정별 상이", start: nil, end: nil),
        Case("04월 중 공개", start: nil, end: nil),
        Case("", start: nil, end: nil),
        Case("~", start: nil, end: nil),
        Case("19:00 ~ 21:00", start: nil, end: nil),
        Case("02. 30(월)", start: nil, end: nil),
        Case("13. 01(월)", start: nil, end: nil),
        Case("09. 31(화) ~ 10. 02(목)", (2025, 10), start: nil, end: "2025-10-02 23:59:59"),
    ]

    static let yearCases: [Case] = [
        Case("12. 14(일) ~ 01. 05(월)", (2026, 1), start: "2025-12-14 00:00:00", end: "2026-01-05 23:59:59"),
        Case("12. 31(화) ~ 02. 04(화)", (2025, 2), start: "2024-12-31 00:00:00", end: "2025-02-04 23:59:59"),
        Case("12. 20(토)", (2026, 1), start: "2025-12-20 00:00:00", end: "2025-12-20 23:59:59"),
        Case("01. 05(월)", (2025, 12), start: "2026-01-05 00:00:00", end: "2026-01-05 23:59:59"),
        Case("09. 02(수)", (2026, 8), start: "2026-09-02 00:00:00", end: "2026-09-02 23:59:59"),
        Case("03. 21(토) ~ 09. 01(화)", (2026, 9), start: "2026-03-21 00:00:00", end: "2026-09-01 23:59:59"),
        Case(
            "12. 31(수) 23:00 ~ 01. 01(목) 01:00",
            (2026, 1),
            start: "2025-12-31 23:00:00",
            end: "2026-01-01 01:00:00",
            times: (true, true)
        ),
        Case("25. 12. 20(토) ~ 01. 10(토)", (2026, 1), start: "2025-12-20 00:00:00", end: "2026-01-10 23:59:59"),
        Case("12. 20(토) ~ 26. 1. 10(토)", (2026, 1), start: "2025-12-20 00:00:00", end: "2026-01-10 23:59:59"),
        Case("24. 2. 29(목)", (2024, 3), start: "2024-02-29 00:00:00", end: "2024-02-29 23:59:59"),
        Case("02. 29(목)", (2025, 2), start: nil, end: nil),
    ]

    /// The forms of the list's history that issue 16 found misread.
    static let historyCases: [Case] = [
        Case(
            "04. 28(수) ~ 30(금) 19:00 ~ 22:00",
            (2021, 4),
            start: "2021-04-28 19:00:00",
            end: "2021-04-30 22:00:00",
            times: (true, true)
        ),
        Case(
            "04. 28(수) ~ 04. 30(금) 19:00 ~ 22:00",
            (2021, 4),
            start: "2021-04-28 19:00:00",
            end: "2021-04-30 22:00:00",
            times: (true, true)
        ),
        Case(
            "11. 29(월) 14:00 ~ 11:30(화) 16:00",
            (2021, 11),
            start: "2021-11-29 14:00:00",
            end: "2021-11-30 16:00:00",
            times: (true, true)
        ),
        Case(
            "11. 29(월) 14:00 ~ 16:30",
            (2021, 11),
            start: "2021-11-29 14:00:00",
            end: "2021-11-29 16:30:00",
            times: (true, true)
        ),
        Case("03. 28(토) ~ '26. 04월 중", (2026, 4), start: "2026-03-28 00:00:00", end: nil),
        Case("11. 28(토) ~ 미정", (2026, 4), start: "2025-11-28 00:00:00", end: nil),
        Case(
            "02. 14(월) ~ 02. 21(월) 24:00",
            (2022, 2),
            start: "2022-02-14 00:00:00",
            end: "2022-02-21 23:59:59",
            times: (false, true)
        ),
        Case("~ 02. 21(월) 24:00", (2022, 2), start: nil, end: "2022-02-21 23:59:59", times: (false, true)),
        Case(
            "02. 26(토) 12:00 - 24:00",
            (2022, 2),
            start: "2022-02-26 12:00:00",
            end: "2022-02-26 23:59:59",
            times: (true, true)
        ),
        Case(
            "05. 14(수) ~ 04. 23(수)",
            (2025, 5),
            start: "2025-04-23 00:00:00",
            end: "2025-05-14 23:59:59",
            doubtful: true
        ),
        Case(
            "04. 24(목) ~ 04. 20(일)",
            (2025, 4),
            start: "2025-04-20 00:00:00",
            end: "2025-04-24 23:59:59",
            doubtful: true
        ),
        Case(
            "25. 05. 14 ~ 25. 04. 23",
            (2025, 5),
            start: "2025-04-23 00:00:00",
            end: "2025-05-14 23:59:59",
            doubtful: true
        ),
        Case("06. 01 ~ 01. 10", (2026, 1), start: "2026-01-10 00:00:00", end: "2026-06-01 23:59:59", doubtful: true),
        Case("10. 01 ~ 03. 31", (2026, 3), start: "2025-10-01 00:00:00", end: "2026-03-31 23:59:59"),
        Case("26. 04. 31(목)", (2026, 4), start: nil, end: nil),
        Case("13:05(화) 10:00", (2026, 4), start: nil, end: nil),
    ]

    @Test("The history forms issue 16 found misread", arguments: historyCases)
    func historyForms(_ example: Case) {
        check(example)
    }

    @Test(
        "A value that reads as a date range: dates around a separator and no other word",
        arguments: [
            ("10. 12(화) ~ 11. 14(일)", true), ("10. 12 19:00 ~ 21:00", true), ("2021-10-12 ~ 2021-11-14", true),
            ("샘플주최", false), ("샘플 10. 12 ~ 11. 14", false), ("10. 12(화)", false), ("~ 11. 14", false),
            ("10. 12 ~ 미정", false), ("", false),
        ]
    )
    func readsAsDateRange(_ text: String, _ expected: Bool) {
        #expect(DevEventDateParser.readsAsDateRange(text) == expected)
    }

    @Test("Documented date forms", arguments: formCases)
    func documentedForms(_ example: Case) {
        check(example)
    }

    @Test("Date anomalies of the real history", arguments: anomalyCases)
    func anomalies(_ example: Case) {
        check(example)
    }

    @Test("Year inference from the section heading", arguments: yearCases)
    func yearInference(_ example: Case) {
        check(example)
    }

    @Test("Unreadable text keeps no dates and never traps")
    func garbageNeverTraps() {
        var generator = SeededRandom(seed: 0x5EED)
        let alphabet = Array("0123456789 .,:~-()[]년월일시분오전후TBA중 \u{1D}\u{200B}\u{A0}～〜24:#".unicodeScalars)
        for _ in 0..<3000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 40) {
                text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))])
            }
            let schedule = DevEventDateParser.parse(String(text), in: S.month(2025, Int(generator.next() % 12) + 1))
            if !text.contains(where: { ("0"..."9").contains($0) || ("０"..."９").contains($0) }) {
                #expect(!schedule.isKnown)
            }
        }
    }

    private func check(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) {
        let schedule = DevEventDateParser.parse(example.text, in: S.month(example.section.0, example.section.1))
        #expect(S.text(schedule.start) == example.start, sourceLocation: sourceLocation)
        #expect(S.text(schedule.end) == example.end, sourceLocation: sourceLocation)
        #expect(schedule.startTimeGiven == example.startTime, sourceLocation: sourceLocation)
        #expect(schedule.endTimeGiven == example.endTime, sourceLocation: sourceLocation)
        #expect(schedule.doubtful == example.doubtful, sourceLocation: sourceLocation)
    }
}

@Suite("Periods written inconsistently")
struct DevEventDateParserInvertedTests {
    typealias S = DevEventTestSupport

    @Test(
        "An end before the start: both points in order, with their own times, and doubtful",
        arguments: [
            ("07. 19(목) ~ 9(금) 23:30", "2026-07-09 23:30:00", "2026-07-19 23:59:59", true, false),
            ("08. 20(목) 18:00 ~ 08. 10(월)", "2026-08-10 00:00:00", "2026-08-20 18:00:00", false, true),
        ]
    )
    func inverted(text: String, start: String, end: String, startTime: Bool, endTime: Bool) throws {
        let section = try #require(DevEventMonth(year: 2026, month: 8))
        let schedule = DevEventDateParser.parse(text, in: section)
        #expect(S.text(schedule.start) == start)
        #expect(S.text(schedule.end) == end)
        #expect(schedule.startTimeGiven == startTime)
        #expect(schedule.endTimeGiven == endTime)
        #expect(schedule.doubtful)
    }
}
