import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Weather report assembly: hours, days, now")
struct WeatherAssemblyTests {
    static let seoul = GeoCoordinate(latitude: 37.5665, longitude: 126.9780)!

    static func kst(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        WeatherValueTests.kst(2024, 12, day, hour, minute)
    }

    /// Each day's mean temperature: the diurnal curve is mean ± 5 (low at 03, high at 15).
    static let means = [10: 4, 11: 2, 12: 6, 13: 0]

    /// A village forecast shaped like KMA's (and the mock's): base 2024-12-10 14:00 in Seoul;
    /// hourly values from 15:00 to the end of the 12th, 3-hourly values on the 13th; a low on the
    /// 11th and 12th, a high on the 10th to 12th, neither on the 13th. The 10th is overcast, the
    /// 11th rains in every amount band, the 12th is mostly partly cloudy, the 13th snows. There is
    /// no wind direction at 04:00 on the 11th and no humidity at 16:00 on the 12th.
    static func villageItems() -> [ForecastItem] {
        var items: [ForecastItem] = []
        var time = kst(10, 15)
        while time < kst(14, 0) {
            defer { time = time.addingTimeInterval(3600) }
            let day = KoreaTime.calendar.component(.day, from: time)
            let hour = KoreaTime.calendar.component(.hour, from: time)
            if day == 13, hour % 3 != 0 { continue }
            let mean = Double(means[day]!)
            let rain: [Int: PrecipitationAmount] = [
                12: .below(1), 13: .below(1), 14: .exactly(2.5), 15: .between(30, 50), 16: .atLeast(50),
                17: .exactly(3),
            ]
            let type: PrecipitationType =
                day == 11 ? (rain[hour] != nil ? .rain : .none) : day == 13 && hour <= 3 ? .snow : .none
            let sky: SkyState =
                switch day {
                case 12: hour <= 8 ? .clear : hour <= 14 ? .partlyCloudy : hour <= 17 ? .overcast : .partlyCloudy
                case 13: .clear
                default: .overcast
                }
            var values: [WeatherValue] = [
                .temperature(Double(Int((mean + 5 * cos(2 * .pi * Double(hour - 15) / 24)).rounded()))),
                .eastwardWind(1.1), .northwardWind(2.3),
            ]
            if !(day == 11 && hour == 4) { values.append(.windDirection(WindDirection(degrees: 200)!)) }
            values += [
                .windSpeed(2.5), .sky(sky), .precipitationType(type), .chanceOfRain(type == .none ? 20 : 80),
                .waveHeight(0), .precipitation(day == 11 ? rain[hour] ?? .none : .none),
            ]
            if !(day == 12 && hour == 16) { values.append(.humidity(60)) }
            values.append(.snowfall(day == 13 && hour == 0 ? .below(1) : day == 13 && hour == 3 ? .atLeast(5) : .none))
            if hour == 6, day != 13 { values.append(.dailyLow(mean - 5)) }
            if hour == 15, day != 13 { values.append(.dailyHigh(mean + 5)) }
            items += values.map { ForecastItem(time: time, value: $0) }
        }
        return items
    }

    static let forecast = ShortTermForecast(items: villageItems())

    @Test("Hourly rows from the hour holding now, as many hours as asked, up to what the forecast covers")
    func hourlyWindow() throws {
        let rows = Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 24)
        #expect(rows.count == 24)
        #expect(rows.first?.time == Self.kst(10, 15))
        #expect(rows.last?.time == Self.kst(11, 14))
        #expect(
            Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 15, 20), hours: 1).map(\.time) == [Self.kst(10, 15)]
        )
        #expect(Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 48).count == 48)
        // Everything: 9 hours today, two full days, eight 3-hourly rows.
        let all = Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 200)
        #expect(all.count == 9 + 24 + 24 + 8)
        #expect(
            all.suffix(8).map { KoreaTime.calendar.component(.hour, from: $0.time) } == [0, 3, 6, 9, 12, 15, 18, 21]
        )
    }

    @Test("An hour's values, none where the forecast gave none")
    func hourValues() throws {
        let rows = Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 200)
        let first = try #require(rows.first)
        #expect(first.temperature == 9)
        #expect(first.sky == .overcast && first.condition == .sky(.overcast) && first.symbol == .overcast)
        #expect(first.chanceOfRain == 20 && first.precipitation == PrecipitationAmount.none && first.humidity == 60)
        #expect(first.windSpeed == 2.5 && first.windDirection?.compassPoint == .southSouthWest)
        let calm = try #require(rows.first { $0.time == Self.kst(11, 4) })
        #expect(calm.windDirection == nil && calm.windSpeed == 2.5)
        let heavy = try #require(rows.first { $0.time == Self.kst(11, 15) })
        #expect(
            heavy.precipitation == .between(30, 50) && heavy.condition == .precipitation(.rain) && heavy.symbol == .rain
        )
        #expect(rows.first { $0.time == Self.kst(11, 13) }?.precipitation == .below(1))
        #expect(rows.first { $0.time == Self.kst(11, 16) }?.precipitation == .atLeast(50))
        #expect(rows.first { $0.time == Self.kst(11, 17) }?.precipitationType == .rain)
        #expect(rows.first { $0.time == Self.kst(12, 16) }?.humidity == nil)
        let snow = try #require(rows.first { $0.time == Self.kst(13, 3) })
        #expect(snow.snowfall == .atLeast(5) && snow.symbol == .snow)
    }

    @Test(
        "Night symbols: clear and partly cloudy hours after sunset and before sunrise",
        arguments: [
            (12, 2, WeatherSymbol.clearNight), (12, 6, .clearNight), (12, 8, .clearDay), (12, 9, .partlyCloudyDay),
            (12, 18, .partlyCloudyNight), (12, 16, .overcast), (10, 22, .overcast), (11, 15, .rain), (13, 0, .snow),
            (13, 12, .clearDay), (13, 18, .clearNight),
        ]
    )
    func nightSymbols(day: Int, hour: Int, symbol: WeatherSymbol) throws {
        let rows = Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 200)
        #expect(try #require(rows.first { $0.time == Self.kst(day, hour) }).symbol == symbol)
    }

    @Test(
        "Symbols by condition and time of day",
        arguments: [
            (WeatherCondition.sky(.clear), true, WeatherSymbol.clearDay), (.sky(.clear), false, .clearNight),
            (.sky(.partlyCloudy), true, .partlyCloudyDay), (.sky(.partlyCloudy), false, .partlyCloudyNight),
            (.sky(.overcast), true, .overcast), (.sky(.overcast), false, .overcast),
            (.precipitation(.rain), false, .rain), (.precipitation(.sleet), true, .sleet),
            (.precipitation(.snow), false, .snow),
        ]
    )
    func symbols(condition: WeatherCondition, isDaytime: Bool, symbol: WeatherSymbol) {
        #expect(WeatherSymbol(condition, isDaytime: isDaytime) == symbol)
    }

    @Test(
        "Days: their own low and high when given, else the min/max of the hours marked derived; the condition by the rule"
    )
    func days() throws {
        let days = Self.forecast.daily(at: Self.seoul, from: Self.kst(10, 14, 30))
        try #require(days.map(\.date) == [Self.kst(10, 0), Self.kst(11, 0), Self.kst(12, 0), Self.kst(13, 0)])
        let today = days[0]
        let rainy = days[1]
        let cloudy = days[2]
        let far = days[3]
        // Today: no 06:00 row after a 14:00 base, so the low comes from 15:00–23:00 (2 at 23:00).
        #expect(today.low == DailyTemperature(value: 2, isDerived: true))
        #expect(today.high == DailyTemperature(value: 9, isDerived: false))
        #expect(today.condition == .sky(.overcast))
        #expect(rainy.low == DailyTemperature(value: -3, isDerived: false))
        #expect(rainy.high == DailyTemperature(value: 7, isDerived: false))
        #expect(rainy.condition == .precipitation(.rain) && rainy.chanceOfRain == 80)
        // 9 clear, 12 partly cloudy, 3 overcast hours.
        #expect(cloudy.condition == .sky(.partlyCloudy) && cloudy.chanceOfRain == 20)
        // The 3-hourly day has no low or high of its own: derived from its eight rows (−5 at 03, 5 at 15).
        #expect(far.low == DailyTemperature(value: -5, isDerived: true))
        #expect(far.high == DailyTemperature(value: 5, isDerived: true))
        #expect(far.condition == .precipitation(.snow))
        let sun = try #require(far.sun)
        #expect(KoreaTime.calendar.component(.hour, from: sun.sunrise) == 7)
        #expect(KoreaTime.calendar.component(.hour, from: sun.sunset) == 17)
        #expect(Self.forecast.daily(at: Self.seoul, from: Self.kst(11, 0, 30)).first?.date == Self.kst(11, 0))
    }

    @Test("A day without a low of its own derives it from its hours")
    func derivedExtremes() {
        let day = DailyForecast(
            date: Self.kst(12, 0),
            hours: [3, 7, -1].enumerated().map { index, value in
                HourlyForecast(
                    time: Self.kst(12, index),
                    values: [.temperature(Double(value)), .sky(.clear)],
                    isDaytime: false
                )
            },
            reportedLow: nil,
            reportedHigh: 12,
            at: Self.seoul
        )
        #expect(day.low == DailyTemperature(value: -1, isDerived: true))
        #expect(day.high == DailyTemperature(value: 12, isDerived: false))
        #expect(day.condition == .sky(.clear))
    }

    @Test("A day without temperatures has no high; repeated values keep the first")
    func sparse() throws {
        let items = [
            ForecastItem(time: Self.kst(12, 9), value: .sky(.partlyCloudy)),
            ForecastItem(time: Self.kst(12, 9), value: .sky(.clear)),
            ForecastItem(time: Self.kst(12, 6), value: .dailyLow(1)),
            ForecastItem(time: Self.kst(12, 6), value: .dailyLow(5)),
        ]
        let forecast = ShortTermForecast(items: items)
        let day = try #require(forecast.daily(at: Self.seoul, from: Self.kst(12, 8)).first)
        #expect(day.low == DailyTemperature(value: 1, isDerived: false))
        #expect(day.high == nil)
        #expect(day.condition == .sky(.partlyCloudy))
        #expect(ShortTermForecast(items: []).isEmpty)
        #expect(ShortTermForecast(items: []).daily(at: Self.seoul, from: Self.kst(12, 8)).isEmpty)
    }

    static func nowcast(
        type: PrecipitationType = .none,
        rain: PrecipitationAmount = .none,
        direction: Double? = nil
    ) -> [ForecastItem] {
        var values: [WeatherValue] = [.precipitationType(type), .humidity(55), .precipitation(rain), .temperature(8.3)]
        values.append(.eastwardWind(1.2))
        if let direction { values.append(.windDirection(WindDirection(degrees: direction)!)) }
        values += [.northwardWind(-0.4), .windSpeed(3.1)]
        return values.map { ForecastItem(time: kst(10, 14), value: $0) }
    }

    static let ultraShort = ShortTermForecast(items: [
        ForecastItem(time: kst(10, 14), value: .sky(.partlyCloudy)),
        ForecastItem(time: kst(10, 15), value: .sky(.overcast)),
        ForecastItem(time: kst(10, 14), value: .temperature(8)),
    ])

    @Test("Now: the now-cast with the ultra-short forecast's sky for the observed hour")
    func current() throws {
        let now = try #require(
            CurrentConditions(nowcast: Self.nowcast(), ultraShortForecast: Self.ultraShort, at: Self.seoul)
        )
        #expect(now.observedAt == Self.kst(10, 14))
        #expect(now.temperature == 8.3 && now.humidity == 55 && now.windSpeed == 3.1)
        #expect(now.windDirection == nil)
        #expect(now.rainLastHour == PrecipitationAmount.none)
        #expect(now.sky == .partlyCloudy && now.condition == .sky(.partlyCloudy) && now.symbol == .partlyCloudyDay)
        let wet = try #require(
            CurrentConditions(
                nowcast: Self.nowcast(type: .rain, rain: .exactly(2.5), direction: 315),
                ultraShortForecast: Self.ultraShort,
                at: Self.seoul
            )
        )
        #expect(wet.condition == .precipitation(.rain) && wet.symbol == .rain && wet.rainLastHour == .exactly(2.5))
        #expect(wet.windDirection?.compassPoint == .northWest)
    }

    @Test("Now without the ultra-short forecast has no sky; without a now-cast there is nothing")
    func currentDegraded() throws {
        let now = try #require(CurrentConditions(nowcast: Self.nowcast(), ultraShortForecast: nil, at: Self.seoul))
        #expect(now.sky == nil && now.condition == nil && now.symbol == nil && now.temperature == 8.3)
        #expect(CurrentConditions(nowcast: [], ultraShortForecast: Self.ultraShort, at: Self.seoul) == nil)
    }

    @Test("A report keeps going with degraded parts, and has a forecast only with hours or days")
    func report() throws {
        let grid = try #require(ForecastGridPoint(Self.seoul))
        var report = WeatherReport(
            placeName: "서울시청",
            coordinate: Self.seoul,
            grid: grid,
            forecastBase: ForecastBase(issuedAt: Self.kst(10, 14)),
            generatedAt: Self.kst(10, 14, 30),
            current: .unavailable("now-cast unavailable: the portal did not answer"),
            uv: .available(try #require(UVIndex(time: Self.kst(10, 12), value: 2))),
            dust: .unavailable("no dust readings: DATA_GO_KR_SERVICE_KEY is not set"),
            hourly: Self.forecast.hourly(at: Self.seoul, from: Self.kst(10, 14, 30), hours: 24),
            daily: Self.forecast.daily(at: Self.seoul, from: Self.kst(10, 14, 30)),
            forecastNote: nil
        )
        #expect(report.hasForecast)
        #expect(report.current.value == nil && report.current.note != nil)
        #expect(report.uv.value?.level == .low && report.uv.note == nil)
        let decoded = try JSONDecoder().decode(WeatherReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
        report.hourly = []
        report.daily = []
        #expect(!report.hasForecast)
    }
}
