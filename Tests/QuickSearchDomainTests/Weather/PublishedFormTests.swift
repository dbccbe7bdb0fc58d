import Foundation
import Testing

@testable import QuickSearchDomain

/// What KMA publishes, category by category; how long a now-cast is current; which times a
/// base's rows may have (issue 16 §2).
@Suite("KMA's published forms, the now-cast's freshness and a base's forecast range")
struct PublishedFormTests {
    @Test(
        "Values in the forms KMA publishes for their category",
        arguments: [
            ("TMP", "12"), ("T1H", "-3.5"), ("TMN", "12.0"), ("TMX", "+30"), ("POP", "60"), ("REH", "100"),
            ("SKY", "1"), ("SKY", "4"), ("PTY", "0"), ("PTY", "7"), ("WSD", "3.2"), ("VEC", "359"), ("UUU", "-1.2"),
            ("VVV", "0.4"), ("WAV", "0"), ("LGT", "0"), ("PCP", "강수없음"), ("PCP", "1mm 미만"), ("PCP", "1.0mm 미만"),
            ("PCP", "2.5mm"), ("PCP", "30.0~50.0mm"), ("PCP", "50.0mm 이상"), ("RN1", "0"), ("RN1", "1.5"),
            ("SNO", "적설없음"), ("SNO", "1.0cm 미만"), ("SNO", "0.5cm"), ("SNO", "5.0cm 이상"),
        ]
    )
    func published(category: String, value: String) {
        #expect(ForecastValue.reading(category: category, value: value) == .value)
    }

    @Test(
        "Values KMA does not publish for the category are unpublished, never a number",
        arguments: [
            ("T1H", "0x1F"), ("TMP", "4.2e1"), ("REH", "0x1F"), ("WSD", "0x1F"), ("TMP", "nan"), ("TMP", "inf"),
            ("TMP", "31 °C"), ("TMP", "1e19"), ("REH", "150"), ("POP", "55.5"), ("SKY", "2"), ("SKY", "0x1"),
            ("PTY", "8"), ("VEC", "361"), ("PCP", "0x1Fmm"), ("PCP", "5.0cm"), ("PCP", "적설없음"),
            ("SNO", "2.5mm"), ("SNO", "강수없음"), ("PCP", "4.2e1mm"), ("RN1", "abc"), ("XYZ", "1"),
        ]
    )
    func unpublished(category: String, value: String) {
        #expect(ForecastValue.reading(category: category, value: value) == .unpublished)
    }

    @Test("KMA's missing-value sentinels are missing", arguments: [("VEC", "-999"), ("REH", "999"), ("TMP", "900")])
    func missing(category: String, value: String) {
        #expect(ForecastValue.reading(category: category, value: value) == .missing)
    }

    @Test("The lenient Double(String) forms read as no number: 0x1F is not 31, 4.2e1 not 42")
    func noLenientNumbers() {
        #expect(ForecastValue.number("0x1F", in: ForecastValue.temperatures) == nil)
        #expect(ForecastValue.number("4.2e1", in: ForecastValue.temperatures) == nil)
        #expect(ForecastValue.integer("0x1F", in: ForecastValue.percentages) == nil)
        #expect(WindDirection(forecastText: "0x1F") == nil)
        let hour = HourlyForecast(
            time: Date(timeIntervalSince1970: 0),
            values: ["TMP": "0x1F", "REH": "4.2e1", "WSD": "0x1F", "POP": "0x1E", "SKY": "0x1", "PCP": "0x1Fmm"],
            isDaytime: true
        )
        #expect(hour.temperature == nil && hour.humidity == nil && hour.windSpeed == nil)
        #expect(hour.chanceOfRain == nil && hour.sky == nil && hour.precipitation == nil)
    }

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
        let farFuture = ForecastItem.koreaTime(date: "29991231", time: "1500")
        #expect(
            farFuture.map { ForecastOperation.villageForecast.covers($0, base: base) } != true,
            "29991231 is no hour"
        )
    }
}
