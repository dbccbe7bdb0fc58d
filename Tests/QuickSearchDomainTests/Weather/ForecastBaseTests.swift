import Foundation
import Testing

@testable import QuickSearchDomain

/// A Korea-time instant in November 2024 (or the month given).
private func kst(_ day: Int, _ hour: Int, _ minute: Int, month: Int = 11) -> Date {
    KoreaTime.calendar.date(from: DateComponents(year: 2024, month: month, day: day, hour: hour, minute: minute))!
}

@Suite("Forecast base selection")
struct ForecastBaseTests {
    @Test(
        "Village forecast: the newest of 02…23 h published 10 minutes later",
        arguments: [
            (kst(4, 0, 0), kst(3, 23, 0)),
            (kst(4, 2, 9), kst(3, 23, 0)),
            (kst(4, 2, 10), kst(4, 2, 0)),
            (kst(4, 4, 59), kst(4, 2, 0)),
            (kst(4, 5, 9), kst(4, 2, 0)),
            (kst(4, 5, 10), kst(4, 5, 0)),
            (kst(4, 14, 30), kst(4, 14, 0)),
            (kst(4, 23, 9), kst(4, 20, 0)),
            (kst(4, 23, 10), kst(4, 23, 0)),
            (kst(4, 23, 59), kst(4, 23, 0)),
            (kst(1, 1, 0), kst(31, 23, 0, month: 10)),
        ]
    )
    func village(now: Date, base: Date) {
        #expect(ForecastOperation.villageForecast.latestBase(at: now).issuedAt == base)
    }

    @Test(
        "Now-cast: HH00 from HH:10",
        arguments: [
            (kst(4, 14, 9), kst(4, 13, 0)), (kst(4, 14, 10), kst(4, 14, 0)), (kst(4, 0, 5), kst(3, 23, 0)),
            (kst(4, 0, 10), kst(4, 0, 0)),
        ]
    )
    func nowcast(now: Date, base: Date) {
        #expect(ForecastOperation.nowcast.latestBase(at: now).issuedAt == base)
    }

    @Test(
        "Ultra-short forecast: HH30 from HH:45",
        arguments: [
            (kst(4, 14, 44), kst(4, 13, 30)), (kst(4, 14, 45), kst(4, 14, 30)), (kst(4, 14, 20), kst(4, 13, 30)),
            (kst(4, 0, 44), kst(3, 23, 30)), (kst(4, 0, 45), kst(4, 0, 30)),
        ]
    )
    func ultraShort(now: Date, base: Date) {
        #expect(ForecastOperation.ultraShortForecast.latestBase(at: now).issuedAt == base)
    }

    @Test("The previous base, for when the newest has nothing yet")
    func previous() {
        let latest = ForecastOperation.villageForecast.latestBase(at: kst(4, 2, 15))
        let previous = ForecastOperation.villageForecast.previousBase(before: latest)
        #expect(previous.issuedAt == kst(3, 23, 0))
    }

    @Test("A cached answer is newest until the next base is published")
    func nextPublication() {
        #expect(ForecastOperation.villageForecast.nextPublication(after: kst(4, 14, 30)) == kst(4, 17, 10))
        #expect(ForecastOperation.villageForecast.nextPublication(after: kst(4, 23, 30)) == kst(5, 2, 10))
        #expect(ForecastOperation.nowcast.nextPublication(after: kst(4, 14, 5)) == kst(4, 14, 10))
        #expect(ForecastOperation.ultraShortForecast.nextPublication(after: kst(4, 14, 50)) == kst(4, 15, 45))
    }
}
