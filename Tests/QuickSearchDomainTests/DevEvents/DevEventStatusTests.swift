import Foundation
import QuickSearchDomain
import Testing

@Suite("Dev-Event status")
struct DevEventStatusTests {
    typealias S = DevEventTestSupport

    private func status(_ period: String, _ section: (Int, Int), at now: String) throws -> DevEventStatus {
        let instant = try #require(S.seoul(now))
        return DevEventDateParser.parse(period, in: S.month(section.0, section.1)).status(at: instant)
    }

    @Test("A dated day is ongoing until 23:59:59 KST and ended one second after")
    func midnightKST() throws {
        #expect(try status("08. 25(화)", (2026, 8), at: "2026-08-24 23:59:59") == .upcoming)
        #expect(try status("08. 25(화)", (2026, 8), at: "2026-08-25 00:00:00") == .ongoing)
        #expect(try status("08. 25(화)", (2026, 8), at: "2026-08-25 23:59:59") == .ongoing)
        #expect(try status("08. 25(화)", (2026, 8), at: "2026-08-26 00:00:00") == .ended)
    }

    @Test("Midnight is judged in Seoul, not in UTC")
    func seoulNotUTC() throws {
        let schedule = DevEventDateParser.parse("08. 25(화)", in: S.month(2026, 8))
        // 2026-08-24 15:00 UTC is 2026-08-25 00:00 in Seoul.
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let justBefore = try #require(
            utc.date(from: DateComponents(year: 2026, month: 8, day: 24, hour: 14, minute: 59, second: 59))
        )
        let start = try #require(utc.date(from: DateComponents(year: 2026, month: 8, day: 24, hour: 15)))
        #expect(schedule.status(at: justBefore) == .upcoming)
        #expect(schedule.status(at: start) == .ongoing)
    }

    @Test("A deadline time ends the period at that minute")
    func deadlineTime() throws {
        #expect(try status("07. 07(화) ~ 08. 22(토) 09:00", (2026, 8), at: "2026-08-22 09:00:00") == .ongoing)
        #expect(try status("07. 07(화) ~ 08. 22(토) 09:00", (2026, 8), at: "2026-08-22 09:00:01") == .ended)
    }

    @Test("Windows across the year end")
    func yearEnd() throws {
        let window = "12. 14(일) ~ 01. 05(월)"
        #expect(try status(window, (2026, 1), at: "2025-12-13 23:59:59") == .upcoming)
        #expect(try status(window, (2026, 1), at: "2025-12-31 23:59:59") == .ongoing)
        #expect(try status(window, (2026, 1), at: "2026-01-01 00:00:00") == .ongoing)
        #expect(try status(window, (2026, 1), at: "2026-01-06 00:00:00") == .ended)
        #expect(try status("12. 31(수) 22:00 ~ 01:00", (2025, 12), at: "2026-01-01 00:30:00") == .ongoing)
        #expect(try status("12. 31(수) 22:00 ~ 01:00", (2025, 12), at: "2026-01-01 01:00:01") == .ended)
    }

    @Test("Open ranges and bare deadlines")
    func openRanges() throws {
        #expect(try status("05. 03(월) ~", (2025, 5), at: "2025-05-02 12:00:00") == .upcoming)
        #expect(try status("05. 03(월) ~", (2025, 5), at: "2030-01-01 00:00:00") == .ongoing)
        #expect(try status("~ 07. 30(금)", (2025, 7), at: "2020-01-01 00:00:00") == .ongoing)
        #expect(try status("~ 07. 30(금)", (2025, 7), at: "2025-07-31 00:00:00") == .ended)
    }

    @Test("No readable date is unknown")
    func unknown() throws {
        #expect(try status("TBA", (2025, 7), at: "2025-07-01 00:00:00") == .unknown)
        let event = S.event(period: "과정별 상이")
        #expect(event.status(at: Date()) == .unknown)
        #expect(event.hasUnreadablePeriod)
        #expect(event.rawPeriod == "과정별 상이")
    }
}
