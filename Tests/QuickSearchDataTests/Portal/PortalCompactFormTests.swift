import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The weather warnings, the fine-dust forecast, KMA's forecasts and UV bulletins, and a
/// station's readings and the stations near a place, kept in compact form beside their cached
/// answers, so that a repeated `weather`, `dust` or `brief` reads them back instead of decoding
/// and checking the answers again.
@Suite("Portal answers: the cached compact forms")
struct PortalCompactFormTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Every kind of weather value, each form of amount among them.
    static let forecast = KMAForecastRows(
        items: [
            .temperature(-3.5), .dailyLow(-7), .dailyHigh(4.2), .sky(.partlyCloudy), .precipitationType(.sleet),
            .chanceOfRain(60), .precipitation(.none), .precipitation(.below(1)), .precipitation(.exactly(2.5)),
            .precipitation(.between(30, 50)), .snowfall(.atLeast(5)), .humidity(85), .windSpeed(3.1),
            .windDirection(WindDirection(degrees: 247.5)!), .eastwardWind(-1.2), .northwardWind(0.4),
            .waveHeight(1.5), .lightning(0),
        ].enumerated().map {
            ForecastItem(time: start.addingTimeInterval(Double($0.offset) * 3600), value: $0.element)
        },
        unpublishedCategories: ["T1H", "REH"],
        unpublishedCount: 3,
        outOfRangeCount: 1
    )

    static let warnings = WarningStatus(
        rows: [
            ZonedWarning(
                kind: .heavySnow,
                level: .advisory,
                zones: [WarningZone(name: "강원도", parts: ["강원북부산지", "강원중부산지"])],
                issuedAt: start
            ),
            ZonedWarning(
                kind: .strongWind,
                level: .preliminary,
                zones: [WarningZone(name: "서해중부앞바다", parts: [])],
                issuedAt: start.addingTimeInterval(600),
                expected: "12월 4일 새벽"
            ),
        ],
        leftOut: 2
    )

    static let dustForecast = DustForecastAnswer(
        rows: [
            DustForecastEntry(
                date: start,
                pollutant: .pm25,
                region: .gyeonggiSouth,
                grade: .bad,
                issuedAt: start.addingTimeInterval(-3600),
                cause: "국외 미세먼지 유입"
            ),
            DustForecastEntry(
                date: start.addingTimeInterval(86_400),
                pollutant: .pm10,
                region: .jeju,
                grade: .good,
                issuedAt: start.addingTimeInterval(-3600),
                cause: nil
            ),
        ],
        leftOut: 0
    )

    static func measurement(_ value: Double?, _ grade: DustGrade?, _ reason: String? = nil) -> DustMeasurement {
        DustMeasurement(value: value, grade: grade, unavailableReason: reason)
    }

    static let hours = StationHours(
        latest: StationReadings(
            stationName: "중구",
            measuredAt: start,
            pm10: measurement(48, .moderate),
            pm25: measurement(nil, nil, "점검및교정"),
            pm10Daily: measurement(40.5, .moderate),
            pm25Daily: measurement(16, .good),
            khai: measurement(75, nil),
            ozone: measurement(0.021, .good),
            nitrogenDioxide: measurement(nil, nil)
        ),
        trend: DustTrend(
            hours: (0..<20).map {
                DustTrend.Hour(
                    time: start.addingTimeInterval(-Double($0) * 3600),
                    pm10: $0.isMultiple(of: 3) ? nil : Double($0),
                    pm25: Double($0) / 2
                )
            },
            endingAt: start
        )
    )

    static let bulletin = UVBulletin(
        issuedAt: start,
        indices: [
            UVIndex(time: start, value: 3)!, UVIndex(time: start.addingTimeInterval(10_800), value: 0, isNight: true)!,
        ],
        unpublishedSlots: [start.addingTimeInterval(21_600)],
        emptySlots: [start.addingTimeInterval(32_400), start.addingTimeInterval(43_200)]
    )

    /// `value` reads back whole from the standard form, named by `layout`; cut short anywhere,
    /// it is no form (the answer is decoded instead).
    func checkForm<Output: CompactStorable & Hashable>(of value: Output, layout: String) throws {
        let form = CompactForm<Output>.standard
        #expect(form.layout.hasPrefix(layout + " "))
        let bytes = form.write(value)
        #expect(form.read(bytes) == value)
        for length in 0..<bytes.count {
            #expect(form.read(bytes.prefix(length)) == nil, "cut to \(length) bytes")
        }
        #expect(form.read(bytes + [0]) == nil, "a byte too many")
    }

    @Test("A forecast reads back every kind of value and what was left out")
    func forecastRoundTrip() throws {
        try checkForm(of: Self.forecast, layout: "kma-forecast-1")
        try checkForm(
            of: KMAForecastRows(items: [], unpublishedCategories: [], unpublishedCount: 0, outOfRangeCount: 0),
            layout: "kma-forecast-1"
        )
    }

    @Test("The warnings read back with their zones, parts and expected times")
    func warningsRoundTrip() throws {
        try checkForm(of: Self.warnings, layout: "weather-warnings-1")
    }

    @Test("The fine-dust forecast reads back its entries, with or without a cause")
    func dustForecastRoundTrip() throws {
        try checkForm(of: Self.dustForecast, layout: "dust-forecast-1")
    }

    @Test("A station's readings read back with every measurement and its 24 hours, gaps kept")
    func stationHoursRoundTrip() throws {
        try checkForm(of: Self.hours, layout: "station-hours-1")
    }

    @Test("The stations near a place read back in their order, and so does none")
    func nearbyStationsRoundTrip() throws {
        let stations = [NearbyStation(name: "중구", distance: 0.8), NearbyStation(name: "종로구", distance: 2.25)]
        try checkForm(of: stations, layout: "nearby-station-1-list")
        try checkForm(of: [NearbyStation](), layout: "nearby-station-1-list")
    }

    @Test("A UV bulletin reads back its indices, night ones marked, and its empty slots")
    func uvBulletinRoundTrip() throws {
        try checkForm(of: Self.bulletin, layout: "uv-bulletin-1")
        var writer = CompactWriter()
        writer.write(Self.start)
        writer.write(UInt64(1))
        writer.write(Self.start)
        writer.write(21)
        writer.write(false)
        writer.write(UInt64(0))
        writer.write(UInt64(0))
        let form = CompactForm<UVBulletin>.standard
        #expect(form.read(Data(writer.bytes)) == nil, "an index above 20 is none of KMA's")
    }

    @Test(
        "A stored text reads back only when it is valid UTF-8, a sequence the decoder would repair to as many bytes included",
        arguments: [
            ([0x61, 0xEA, 0xB3, 0xA0, 0xF0, 0x9F, 0x98, 0x80], true),  // a, 고, 😀
            ([], true),
            ([0xF0, 0x9F, 0x98], false),  // a cut 4-byte sequence, 3 bytes as its U+FFFD is
            ([0xFF], false),
            ([0xC0, 0x80], false),  // an overlong NUL
            ([0xED, 0xA0, 0x80], false),  // a surrogate
            ([0x61, 0x80], false),  // a continuation byte alone
        ] as [([UInt8], Bool)]
    )
    func storedText(bytes: [UInt8], valid: Bool) throws {
        var reader = CompactReader(Data([UInt8(bytes.count)] + bytes))
        let text = try? reader.readString()
        #expect((text != nil) == valid)
        if let text { #expect(Array(text.utf8) == bytes && reader.isAtEnd) }
    }

    @Test("A quantity, a case or a direction that is none of ours is no form")
    func unknownNames() throws {
        let form = CompactForm<KMAForecastRows>.standard
        func written(_ fill: (inout CompactWriter) -> Void) -> Data {
            var writer = CompactWriter()
            writer.write(UInt64(1))
            writer.write(Self.start)
            fill(&writer)
            writer.write([String]())
            writer.write(0)
            writer.write(0)
            return Data(writer.bytes)
        }
        let sky = written {
            $0.write(UInt64(3))
            $0.write(UInt64(2))
        }
        #expect(form.read(sky)?.items.map(\.value) == [.sky(.overcast)])
        let unknownQuantity = written {
            $0.write(UInt64(99))
            $0.write(1.0)
        }
        let unknownSky = written {
            $0.write(UInt64(3))
            $0.write(UInt64(SkyState.allCases.count))
        }
        let impossibleDirection = written {
            $0.write(UInt64(10))
            $0.write(400.0)
        }
        for bytes in [unknownQuantity, unknownSky, impossibleDirection] {
            #expect(form.read(bytes) == nil)
        }
    }
}
