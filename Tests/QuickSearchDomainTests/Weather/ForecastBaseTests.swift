import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Forecast base selection")
struct ForecastBaseTests {
    /// A Korea-time instant on 2024-11-04 (or the day given).
    private static func kst(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
        KoreaTime.calendar.date(from: DateComponents(year: 2024, month: 11, day: day, hour: hour, minute: minute))!
    }

    @Test(
        "Village forecast: the newest of 02…23 h published 10 minutes later",
        arguments: [
            (4, 0, 0, "20241103", "2300"),
            (4, 2, 9, "20241103", "2300"),
            (4, 2, 10, "20241104", "0200"),
            (4, 4, 59, "20241104", "0200"),
            (4, 5, 9, "20241104", "0200"),
            (4, 5, 10, "20241104", "0500"),
            (4, 14, 30, "20241104", "1400"),
            (4, 23, 9, "20241104", "2000"),
            (4, 23, 10, "20241104", "2300"),
            (4, 23, 59, "20241104", "2300"),
            (1, 1, 0, "20241031", "2300"),
        ]
    )
    func village(day: Int, hour: Int, minute: Int, date: String, time: String) {
        let base = ForecastOperation.villageForecast.latestBase(at: Self.kst(day, hour, minute))
        #expect(base.baseDate == date)
        #expect(base.baseTime == time)
    }

    @Test(
        "Now-cast: HH00 from HH:10",
        arguments: [
            (4, 14, 9, "20241104", "1300"), (4, 14, 10, "20241104", "1400"), (4, 0, 5, "20241103", "2300"),
            (4, 0, 10, "20241104", "0000"),
        ]
    )
    func nowcast(day: Int, hour: Int, minute: Int, date: String, time: String) {
        let base = ForecastOperation.nowcast.latestBase(at: Self.kst(day, hour, minute))
        #expect(base.baseDate == date)
        #expect(base.baseTime == time)
    }

    @Test(
        "Ultra-short forecast: HH30 from HH:45",
        arguments: [
            (4, 14, 44, "20241104", "1330"), (4, 14, 45, "20241104", "1430"), (4, 14, 20, "20241104", "1330"),
            (4, 0, 44, "20241103", "2330"), (4, 0, 45, "20241104", "0030"),
        ]
    )
    func ultraShort(day: Int, hour: Int, minute: Int, date: String, time: String) {
        let base = ForecastOperation.ultraShortForecast.latestBase(at: Self.kst(day, hour, minute))
        #expect(base.baseDate == date)
        #expect(base.baseTime == time)
    }

    @Test("The previous base, for NO_DATA on the newest")
    func previous() {
        let latest = ForecastOperation.villageForecast.latestBase(at: Self.kst(4, 2, 15))
        let previous = ForecastOperation.villageForecast.previousBase(before: latest)
        #expect(previous.baseDate == "20241103")
        #expect(previous.baseTime == "2300")
    }

    @Test("A cached answer is newest until the next base is published")
    func nextPublication() {
        #expect(ForecastOperation.villageForecast.nextPublication(after: Self.kst(4, 14, 30)) == Self.kst(4, 17, 10))
        #expect(ForecastOperation.villageForecast.nextPublication(after: Self.kst(4, 23, 30)) == Self.kst(5, 2, 10))
        #expect(ForecastOperation.nowcast.nextPublication(after: Self.kst(4, 14, 5)) == Self.kst(4, 14, 10))
        #expect(ForecastOperation.ultraShortForecast.nextPublication(after: Self.kst(4, 14, 50)) == Self.kst(4, 15, 45))
    }
}
