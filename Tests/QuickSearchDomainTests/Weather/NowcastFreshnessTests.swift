import Foundation
import Testing

@testable import QuickSearchDomain

/// How long a now-cast is current; which times a base's rows may have (issue 16 §2).
@Suite("The now-cast's freshness and a base's forecast range")
struct NowcastFreshnessTests {
    static let observed = Date(timeIntervalSince1970: 1_795_651_200)

    @Test(
        "A now-cast is current up to 100 minutes old, stale to three days, refused beyond or after the clock",
        arguments: [
            (0.0, NowcastFreshness.current), (69 * 60, .current), (100 * 60, .current), (100 * 60 + 1, .stale),
            (3 * 3600, .stale), (3 * 86400, .stale), (3 * 86400 + 1, .refused), (7 * 86400, .refused), (-1, .refused),
            (-3600, .refused),
        ] as [(TimeInterval, NowcastFreshness)]
    )
    func freshness(age: TimeInterval, expected: NowcastFreshness) {
        #expect(NowcastFreshness(observedAt: Self.observed, now: Self.observed.addingTimeInterval(age)) == expected)
    }

    @Test("A base's rows: the now-cast at the base, the ultra-short forecast six hours, the village to day 5's end")
    func forecastRange() {
        let base = ForecastBase(issuedAt: Self.observed.addingTimeInterval(14 * 3600))  // 23:00 KST
        let hours = { (hours: Double) in base.issuedAt.addingTimeInterval(hours * 3600) }
        #expect(ForecastOperation.nowcast.covers(base.issuedAt, base: base))
        #expect(!ForecastOperation.nowcast.covers(hours(-168), base: base))
        #expect(!ForecastOperation.nowcast.covers(hours(1), base: base))
        #expect(ForecastOperation.ultraShortForecast.covers(hours(6), base: base))
        #expect(!ForecastOperation.ultraShortForecast.covers(hours(6.5), base: base))
        #expect(!ForecastOperation.ultraShortForecast.covers(hours(-1), base: base))
        #expect(ForecastOperation.villageForecast.covers(hours(1), base: base))
        #expect(ForecastOperation.villageForecast.covers(hours(5 * 24), base: base), "day 5, 23:00")
        #expect(!ForecastOperation.villageForecast.covers(hours(5 * 24 + 1), base: base), "day 6, 00:00")
        #expect(!ForecastOperation.villageForecast.covers(hours(-3), base: base))
        let farFuture = KoreaTime.calendar.date(from: DateComponents(year: 2999, month: 12, day: 31, hour: 15))
        #expect(
            farFuture.map { ForecastOperation.villageForecast.covers($0, base: base) } != true,
            "2999-12-31 is no hour"
        )
    }
}
