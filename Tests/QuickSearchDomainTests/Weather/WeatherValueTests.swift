import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Weather values: plausible ranges, wind, UV")
struct WeatherValueTests {
    @Test(
        "16-point compass: sectors centred on the points, 11.25° already NNE",
        arguments: [
            (0.0, CompassPoint.north), (11.24, .north), (11.25, .northNorthEast), (33.74, .northNorthEast),
            (33.75, .northEast), (56.25, .eastNorthEast), (90, .east), (112.5, .eastSouthEast), (135, .southEast),
            (168.74, .southSouthEast), (168.75, .south), (191.25, .southSouthWest), (225, .southWest),
            (247.5, .westSouthWest), (270, .west), (292.5, .westNorthWest), (315, .northWest),
            (337.5, .northNorthWest), (348.74, .northNorthWest), (348.75, .north), (360, .north),
        ]
    )
    func compass(degrees: Double, point: CompassPoint) throws {
        #expect(try #require(WindDirection(degrees: degrees)).compassPoint == point)
    }

    @Test("Compass names in English and Korean")
    func compassNames() {
        #expect(
            CompassPoint.allCases.map(\.abbreviation).joined(separator: " ")
                == "N NNE NE ENE E ESE SE SSE S SSW SW WSW W WNW NW NNW"
        )
        #expect(CompassPoint.southEast.koreanName == "남동")
        #expect(CompassPoint.westNorthWest.koreanName == "서북서")
        #expect(CompassPoint.northNorthEast.koreanName == "북북동")
    }

    @Test(
        "The arrow points where the wind goes",
        arguments: [
            (0.0, "↓"), (22.49, "↓"), (22.5, "↙"), (45, "↙"), (90, "←"), (135, "↖"), (180, "↑"), (225, "↗"),
            (270, "→"), (315, "↘"), (337.5, "↓"), (360, "↓"),
        ] as [(Double, Character)]
    )
    func arrows(degrees: Double, arrow: Character) throws {
        #expect(try #require(WindDirection(degrees: degrees)).arrow == arrow)
    }

    @Test(
        "Missing and impossible directions are none",
        arguments: [900.0, 999, -999, -900, 360.5, -0.5, .nan, .infinity]
    )
    func missingDirections(degrees: Double) {
        #expect(WindDirection(degrees: degrees) == nil)
    }

    @Test(
        "A value is plausible within its quantity's range, and only then",
        arguments: [
            (WeatherValue.temperature(-80), true), (.temperature(70), true), (.temperature(70.1), false),
            (.dailyLow(-80.5), false), (.dailyHigh(.nan), false), (.chanceOfRain(100), true),
            (.chanceOfRain(101), false),
            (.humidity(-1), false), (.windSpeed(100), true), (.windSpeed(-0.1), false), (.eastwardWind(-100), true),
            (.northwardWind(100.5), false), (.waveHeight(0), true), (.waveHeight(-1), false),
            (.lightning(.infinity), false),
            (.sky(.clear), true), (.precipitation(.between(30, 50)), true),
        ]
    )
    func plausible(value: WeatherValue, expected: Bool) {
        #expect(value.isPlausible == expected)
    }

    @Test(
        "UV levels: 낮음 0–2, 보통 3–5, 높음 6–7, 매우높음 8–10, 위험 11+",
        arguments: [
            (0, UVLevel.low), (2, .low), (3, .moderate), (5, .moderate), (6, .high), (7, .high), (8, .veryHigh),
            (10, .veryHigh), (11, .extreme), (15, .extreme),
        ]
    )
    func uvLevels(index: Int, level: UVLevel) {
        #expect(UVLevel(index: index) == level)
    }

    @Test("UV level names, and no level below zero")
    func uvNames() {
        #expect(UVLevel.allCases.map(\.koreanName) == ["낮음", "보통", "높음", "매우높음", "위험"])
        #expect(UVLevel(index: -1) == nil)
        #expect(UVIndex(time: Date(timeIntervalSince1970: 0), value: 21) == nil)
    }

    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        KoreaTime.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
}
