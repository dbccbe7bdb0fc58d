import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Precipitation texts, daily conditions and the sun")
struct WeatherRulesTests {
    @Test(
        "Every PCP / RN1 / SNO form, in its category's unit",
        arguments: [
            ("강수없음", PrecipitationAmount.Unit.millimetres, PrecipitationAmount.none),
            ("적설없음", .centimetres, .none),
            ("1.0mm 미만", .millimetres, .below(1)),
            ("1mm 미만", .millimetres, .below(1)),
            ("1.0cm 미만", .centimetres, .below(1)),
            ("2.5mm", .millimetres, .exactly(2.5)),
            ("0.5cm", .centimetres, .exactly(0.5)),
            ("30.0~50.0mm", .millimetres, .between(30, 50)),
            ("50.0mm 이상", .millimetres, .atLeast(50)),
            ("5.0cm 이상", .centimetres, .atLeast(5)),
            ("0", .millimetres, .none),
            ("0.0", .centimetres, .none),
            ("12.3", .millimetres, .exactly(12.3)),
        ]
    )
    func amounts(text: String, unit: PrecipitationAmount.Unit, expected: PrecipitationAmount) {
        #expect(PrecipitationAmount(forecastText: text, unit: unit) == expected)
    }

    @Test(
        "Missing, malformed and foreign amounts read as nil: no hexadecimal, exponent or other unit",
        arguments: [
            "900", "999.0", "-999", "-1", "", "mm", "50.0~30.0mm", "abc", "1e400", "nan", "0x1F", "0x1Fmm",
            "4.2e1mm", "inf", "1.0cm 미만", "5cm", "적설없음", "30.0mm~50.0mm", "1.mm", ".5mm", "１mm",
        ]
    )
    func missing(text: String) {
        #expect(PrecipitationAmount(forecastText: text, unit: .millimetres) == nil)
    }

    @Test("A band counts by its middle, a 'below' by half its bound")
    func representative() {
        #expect(PrecipitationAmount.between(30, 50).representativeValue == 40)
        #expect(PrecipitationAmount.below(1).representativeValue == 0.5)
    }

    @Test(
        "PTY codes fold into rain, sleet and snow",
        arguments: [
            (0, PrecipitationType.none), (1, .rain), (2, .sleet), (3, .snow), (4, .rain), (5, .rain), (6, .sleet),
            (7, .snow),
        ]
    )
    func ptyCodes(code: Int, type: PrecipitationType) {
        #expect(PrecipitationType(code: code) == type)
    }

    @Test("Unknown PTY codes", arguments: [-1, 8, 99, 900])
    func unknownPTY(code: Int) {
        #expect(PrecipitationType(code: code) == nil)
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
