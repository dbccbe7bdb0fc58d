import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Precipitation amounts, daily conditions and the sun")
struct WeatherRulesTests {
    @Test("A band counts by its middle, a 'below' by half its bound")
    func representative() {
        #expect(PrecipitationAmount.between(30, 50).representativeValue == 40)
        #expect(PrecipitationAmount.below(1).representativeValue == 0.5)
    }

    @Test("A day is its majority sky")
    func majority() {
        let hours: [WeatherCondition] = [.sky(.overcast), .sky(.overcast), .sky(.clear), .sky(.partlyCloudy)]
        #expect(WeatherCondition.daily(hours) == .sky(.overcast))
    }

    @Test("Ties go to clear, then partly cloudy, then overcast")
    func ties() {
        #expect(WeatherCondition.daily([.sky(.overcast), .sky(.clear)]) == .sky(.clear))
        #expect(WeatherCondition.daily([.sky(.overcast), .sky(.partlyCloudy)]) == .sky(.partlyCloudy))
        #expect(WeatherCondition.daily([.sky(.overcast)]) == .sky(.overcast))
    }

    @Test("Any precipitation overrides the sky: rain, then snow, then sleet")
    func precipitationOverrides() {
        let sunny = Array(repeating: WeatherCondition.sky(.clear), count: 20)
        #expect(WeatherCondition.daily(sunny + [.precipitation(.sleet)]) == .precipitation(.sleet))
        #expect(
            WeatherCondition.daily(sunny + [.precipitation(.sleet), .precipitation(.snow)]) == .precipitation(.snow)
        )
        #expect(
            WeatherCondition.daily(sunny + [.precipitation(.snow), .precipitation(.rain)]) == .precipitation(.rain)
        )
        #expect(WeatherCondition.daily([]) == nil)
    }

    @Test("An hour with precipitation shows it, else its sky")
    func hourly() {
        #expect(WeatherCondition(sky: .clear, precipitation: .none) == .sky(.clear))
        #expect(WeatherCondition(sky: .clear, precipitation: .snow) == .precipitation(.snow))
    }

    @Test(
        "Sunrise and sunset in Seoul at the solstices, within 3 minutes",
        arguments: [
            (2024, 6, 21, 5, 11, 19, 57),
            (2024, 12, 21, 7, 43, 17, 17),
        ]
    )
    func seoulSun(year: Int, month: Int, day: Int, riseHour: Int, riseMinute: Int, setHour: Int, setMinute: Int) throws
    {
        let calendar = KoreaTime.calendar
        let noon = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12)))
        let seoul = try #require(GeoCoordinate(latitude: 37.5665, longitude: 126.9780))
        let sun = try #require(SolarDay(at: seoul, on: noon))
        let rise = try #require(
            calendar.date(from: DateComponents(year: year, month: month, day: day, hour: riseHour, minute: riseMinute))
        )
        let set = try #require(
            calendar.date(from: DateComponents(year: year, month: month, day: day, hour: setHour, minute: setMinute))
        )
        #expect(abs(sun.sunrise.timeIntervalSince(rise)) < 180)
        #expect(abs(sun.sunset.timeIntervalSince(set)) < 180)
        #expect(sun.isDaytime(noon))
        #expect(!sun.isDaytime(rise.addingTimeInterval(-600)))
    }
}
