import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("KMA values: numbers, wind, UV, items")
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
        "VEC text",
        arguments: [
            ("270", 270.0), ("-999", nil), ("999", nil), ("900", nil), ("abc", nil), ("", nil), ("1e19", nil),
            (" 45 ", 45),
        ] as [(String, Double?)]
    )
    func directionText(text: String, degrees: Double?) {
        #expect(WindDirection(forecastText: text)?.degrees == degrees)
    }

    @Test(
        "Numbers: finite, not a sentinel, in range",
        arguments: [
            ("12.5", ForecastValue.temperatures, 12.5), ("-3", ForecastValue.temperatures, -3.0),
            ("899.9", 0...1000, 899.9), ("900", 0...1000, nil), ("-900", -1000...0, nil), ("-999", -1000...0, nil),
            ("999", 0...1000, nil), ("nan", 0...100, nil), ("inf", 0...100, nil), ("1e19", 0...100, nil),
            ("101", ForecastValue.percentages, nil), ("-0.1", ForecastValue.percentages, nil), ("", 0...100, nil),
            ("강수없음", 0...100, nil), (String(repeating: "1", count: 40), 0...1000, nil),
        ] as [(String, ClosedRange<Double>, Double?)]
    )
    func numbers(text: String, range: ClosedRange<Double>, value: Double?) {
        #expect(ForecastValue.number(text, in: range) == value)
    }

    @Test("Whole numbers: 30.0 is 30, 30.5 is none")
    func integers() {
        #expect(ForecastValue.integer("30.0", in: ForecastValue.percentages) == 30)
        #expect(ForecastValue.integer("30", in: ForecastValue.percentages) == 30)
        #expect(ForecastValue.integer("30.5", in: ForecastValue.percentages) == nil)
        #expect(ForecastValue.integer(nil, in: ForecastValue.percentages) == nil)
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

    @Test("A UV bulletin: slots every three hours from its date; empty and broken slots left out")
    func uvBulletin() throws {
        let slots = [
            "h0": "1", "h3": "5", "h6": "9", "h9": "7", "h12": "", "h15": "", "h24": "2", "h27": "abc",
            "h30": "-1", "h33": "999", "h36": "1e19", "h39": "4.5", "code": "A07_1",
        ]
        let bulletin = try #require(UVBulletin(date: "2024071006", slots: slots))
        #expect(bulletin.issuedAt == Self.kst(2024, 7, 10, 6))
        #expect(bulletin.indices.map(\.value) == [1, 5, 9, 7, 2])
        let morning = try #require(bulletin.index(at: Self.kst(2024, 7, 10, 10, 30)))
        #expect(morning.value == 5 && morning.level == .moderate && morning.time == Self.kst(2024, 7, 10, 9))
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 12))?.level == .veryHigh)
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 19)).map { [$0.value, $0.isNight ? 1 : 0] } == [0, 1])
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 5)) == nil)
        #expect(UVBulletin(date: "20240710", slots: slots) == nil)
        #expect(UVBulletin(date: "2024071325", slots: slots) == nil)
    }

    /// Issue 19: at night the UV index is 0, not a failure.
    @Test(
        "UV at night: an empty slot from 18, 21, 00 or 03 h is 0 (낮음); an empty day slot, one not given, or a broken one has none"
    )
    func uvAtNight() throws {
        let slots = ["h0": "3", "h3": "", "h12": "", "h15": " ", "h21": "", "h24": "1", "h27": "x", "h36": "0x1F"]
        let bulletin = try #require(UVBulletin(date: "2024071006", slots: slots))
        #expect(
            bulletin.emptySlots
                == [3, 12, 15, 21].map { Self.kst(2024, 7, 10, 6).addingTimeInterval(Double($0) * 3600) }
        )
        for (hour, day) in [(18, 10), (20, 10), (21, 10), (23, 10), (3, 11), (5, 11)] {
            let index = try #require(bulletin.index(at: Self.kst(2024, 7, day, hour, 59)), "\(day)일 \(hour)시")
            #expect(index.value == 0 && index.level == .low && index.isNight)
            #expect(index.time == Self.kst(2024, 7, day, hour / 3 * 3))
        }
        #expect(bulletin.index(at: Self.kst(2024, 7, 10, 9)) == nil, "an empty day slot")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 0)) == nil, "a night slot the answer does not give")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 6))?.isNight == false)
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 9)) == nil, "a broken day value")
        #expect(bulletin.index(at: Self.kst(2024, 7, 11, 18)) == nil, "a broken night value")
        #expect(UVBulletin.nightHours == [18, 21, 0, 3])
    }

    @Test(
        "Item times: KMA's date and time in Korea time; impossible ones refused",
        arguments: [
            ("20241104", "0600", true), ("20240229", "2300", true), ("20241131", "0600", false),
            ("20230229", "0000", false),
            ("20241104", "2400", false), ("20241104", "0660", false), ("2024-11-04", "0600", false),
            ("20241104", "600", false),
            ("2024110４", "0600", false),
        ]
    )
    func itemTimes(date: String, time: String, valid: Bool) {
        #expect((ForecastItem(category: "TMP", date: date, time: time, value: "1") != nil) == valid)
    }

    @Test("An item's time is Korea time; overlong fields are refused")
    func itemTime() throws {
        let item = try #require(ForecastItem(category: "TMP", date: "20241104", time: "0600", value: "11"))
        #expect(item.time == Self.kst(2024, 11, 4, 6))
        #expect(
            ForecastItem(category: "TMP", date: "20241104", time: "0600", value: String(repeating: "9", count: 65))
                == nil
        )
        #expect(
            ForecastItem(category: String(repeating: "T", count: 17), date: "20241104", time: "0600", value: "1") == nil
        )
    }

    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        KoreaTime.calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }
}
