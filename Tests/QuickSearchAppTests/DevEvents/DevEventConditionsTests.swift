import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp

/// What an event's conditions read from a village forecast: the row holding the hour, the day's
/// summary, or beyond the horizon.
@Suite("Dev-Event conditions read from the village forecast")
struct DevEventConditionsTests {
    /// An instant in Seoul from `yyyy-MM-dd HH:mm`.
    static func seoul(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count == 5 else { return nil }
        return DevEventCalendar.date(year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4])
    }

    static let point = GeoCoordinate(latitude: 37.517236, longitude: 127.047325)!
    static let base = ForecastBase(issuedAt: Self.seoul("2026-11-26 11:00")!)
    static let dust = WeatherReportPart<DustGrade>.unavailable("dust forecast not available")

    /// Hourly rows on 11-27 from 12:00 to 15:00 (12 °C + hour − 12), 3-hourly rows on 11-29
    /// (00:00 … 21:00, 1 °C), a high of 15 °C on 11-27.
    static let forecast: ShortTermForecast = {
        var items: [ForecastItem] = []
        for hour in 12...15 {
            let time = Self.seoul("2026-11-27 \(hour):00")!
            items += [
                ForecastItem(time: time, value: .temperature(Double(hour))),
                ForecastItem(time: time, value: .sky(.clear)),
                ForecastItem(time: time, value: .precipitationType(hour == 15 ? .rain : PrecipitationType.none)),
                ForecastItem(time: time, value: .chanceOfRain(hour * 2)),
            ]
        }
        items.append(ForecastItem(time: Self.seoul("2026-11-27 15:00")!, value: .dailyHigh(15)))
        for hour in stride(from: 0, through: 21, by: 3) {
            let time = Self.seoul("2026-11-29 \(hour):00")!
            items += [
                ForecastItem(time: time, value: .temperature(1)), ForecastItem(time: time, value: .sky(.overcast)),
            ]
        }
        return ShortTermForecast(items: items)
    }()

    static func read(day: String, hour: String?) -> DevEventConditions {
        DevEventConditions(
            reading: forecast,
            base: base,
            at: point,
            place: "서울 강남구",
            address: "서울특별시 강남구",
            day: Self.seoul("\(day) 00:00")!,
            hour: hour.flatMap { Self.seoul("\(day) \($0)") },
            dust: dust
        )
    }

    @Test("an hour reads the row holding it: its own on hourly days, the 3-hourly slot before it after")
    func hourRow() throws {
        let hourly = try #require(Self.read(day: "2026-11-27", hour: "14:30").forecast.reading)
        #expect(hourly.hour == Self.seoul("2026-11-27 14:00"))
        #expect(hourly.temperature == 14 && hourly.chanceOfRain == 28 && hourly.condition == .sky(.clear))
        #expect(hourly.source == "kma-village 2026-11-26 11:00")
        let threeHourly = try #require(Self.read(day: "2026-11-29", hour: "14:00").forecast.reading)
        #expect(threeHourly.hour == Self.seoul("2026-11-29 12:00"))
        #expect(threeHourly.condition == .sky(.overcast))
    }

    @Test("a whole day, or an hour the forecast has no row for, reads the day: its condition, high, highest chance")
    func daySummary() throws {
        for hour in [nil, "09:00"] {
            let day = try #require(Self.read(day: "2026-11-27", hour: hour).forecast.reading)
            #expect(day.hour == nil)
            #expect(day.condition == .precipitation(.rain) && day.temperature == 15 && day.chanceOfRain == 30)
        }
    }

    @Test("a day the forecast has no row for is beyond the horizon, saying where it ends")
    func beyond() {
        let far = Self.read(day: "2026-11-30", hour: "10:00")
        #expect(
            far.forecast
                == .unavailable(
                    reason:
                        "beyond the forecast horizon: the 2026-11-26 11:00 forecast reaches about 3 days ahead, to 2026-11-29"
                )
        )
    }
}
