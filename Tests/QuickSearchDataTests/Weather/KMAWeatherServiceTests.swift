import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// The weather service end to end against the mock portal: base selection by the client's
/// clock, the `NO_DATA` fall-back, the cache, region codes for UV and partial failure.
@Suite("KMA weather service")
struct KMAWeatherServiceTests {
    static let afternoon = KMAFixtures.kst(14, 20)

    @Test(
        "a full report: hours from the current one, days from today, now, UV at this hour, dust; every part requested"
    )
    func fullReport() async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(report.placeName == "시청")
        #expect(report.grid == KMAFixtures.seoulGrid)
        #expect(report.forecastBase?.baseTime == "1400")
        #expect(report.generatedAt == Self.afternoon)
        #expect(report.hourly.count == 24)
        #expect(report.hourly.first?.time == KMAFixtures.kst(15, 0))
        #expect(report.hourly.first?.temperature != nil)
        #expect(report.daily.first?.date == KMAFixtures.kst(0, 0))
        #expect(report.daily.count >= 3)
        #expect(report.daily.dropFirst().first?.low?.isDerived == false)
        let current = try #require(report.current.value)
        #expect(current.observedAt == KMAFixtures.kst(14, 0))
        #expect(current.sky != nil, "the sky comes from the ultra-short forecast")
        let uv = try #require(report.uv.value)
        #expect(uv.time == KMAFixtures.kst(12, 0))
        #expect(report.dust.value?.readings.stationName == "중구")
        for path in [
            KMAFixtures.villagePath, KMAFixtures.nowcastPath, KMAFixtures.ultraShortPath, KMAFixtures.uvPath,
            PortalUpstreams.nearbyPath, PortalUpstreams.stationPath,
        ] {
            #expect(upstreams.count(path) == 1, "\(path)")
        }
        #expect(upstreams.server.requests.first { $0.path == KMAFixtures.uvPath }?.queryValue("areaNo") == "1100000000")
    }

    @Test("--hours caps at what the forecast covers", arguments: [1, 48, 1000])
    func hours(_ hours: Int) async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: hours,
            refresh: false,
            deadline: nil
        )
        let all = try await upstreams.client().fetch(
            KMAForecastTarget(
                operation: .villageForecast,
                base: ForecastBase(issuedAt: KMAFixtures.kst(14, 0)),
                grid: KMAFixtures.seoulGrid,
                requestedAt: Self.afternoon
            )
        ).value
        let covered = Set(all.items.map(\.time)).filter { $0 >= KMAFixtures.kst(15, 0) }.count
        #expect(report.hourly.count == min(hours, covered))
    }

    @Test(
        "each operation's newest published base by the client's clock, across the day and at midnight",
        arguments: [
            // client time, village base, now-cast base, ultra-short base
            (KMAFixtures.kst(0, 30), "20261125 2300", "20261126 0000", "20261125 2330"),
            (KMAFixtures.kst(2, 9), "20261125 2300", "20261126 0100", "20261126 0130"),
            (KMAFixtures.kst(2, 10), "20261126 0200", "20261126 0200", "20261126 0130"),
            (KMAFixtures.kst(14, 9), "20261126 1100", "20261126 1300", "20261126 1330"),
            (KMAFixtures.kst(14, 45), "20261126 1400", "20261126 1400", "20261126 1430"),
            (KMAFixtures.kst(23, 59), "20261126 2300", "20261126 2300", "20261126 2330"),
        ]
    )
    func baseSelection(_ now: Date, _ village: String, _ nowcast: String, _ ultraShort: String) async throws {
        let upstreams = try PortalUpstreams(now: now)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.villagePath) == [village])
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.nowcastPath) == [nowcast])
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.ultraShortPath) == [ultraShort])
        #expect(report.forecastBase.map { $0.baseDate + " " + $0.baseTime } == village)
        #expect(report.hasForecast)
    }

    @Test("the newest base answering NO_DATA (the mock's clock a minute behind) falls back to the previous base")
    func noDataFallback() async throws {
        let upstreams = try PortalUpstreams(now: KMAFixtures.kst(14, 9))
        upstreams.advance(by: 60)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.villagePath) == ["20261126 1400", "20261126 1100"])
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.nowcastPath) == ["20261126 1400", "20261126 1300"])
        #expect(report.forecastBase?.baseTime == "1100")
        #expect(report.current.value?.observedAt == KMAFixtures.kst(13, 0))
        #expect(!report.hourly.isEmpty)
    }

    @Test("the fall-back is tried once: two unpublished bases throw NO_DATA")
    func fallbackOnce() async throws {
        let upstreams = try PortalUpstreams(now: KMAFixtures.kst(14, 9))
        upstreams.advance(by: 3 * 3600 + 60)
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await KMAFixtures.service(upstreams).report(
                for: KMAFixtures.place(),
                hours: 24,
                refresh: false,
                deadline: nil
            )
        }
        #expect(failure?.kind == .noData)
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.villagePath) == ["20261126 1700", "20261126 1400"])
    }

    @Test("a second report within the hour makes no request; the next publication makes exactly one")
    func caching() async throws {
        // The mock's clock runs ahead, so it has published whatever the client asks for.
        let upstreams = try PortalUpstreams(now: KMAFixtures.kst(14, 50))
        let service = KMAFixtures.service(upstreams)
        upstreams.advance(by: -30 * 60)
        let first = try await service.report(for: KMAFixtures.place(), hours: 24, refresh: false, deadline: nil)
        let requests = upstreams.server.requests.count
        #expect(requests == 6)
        upstreams.advance(by: 20 * 60)
        let second = try await service.report(for: KMAFixtures.place(), hours: 24, refresh: false, deadline: nil)
        #expect(upstreams.server.requests.count == requests)
        #expect(second.hourly == first.hourly)
        #expect(second.current == first.current)
        upstreams.advance(by: 6 * 60)
        _ = try await service.report(for: KMAFixtures.place(), hours: 24, refresh: false, deadline: nil)
        #expect(upstreams.server.requests.count == requests + 1)
        #expect(KMAFixtures.bases(upstreams, KMAFixtures.ultraShortPath) == ["20261126 1330", "20261126 1430"])
        _ = try await service.report(for: KMAFixtures.place(), hours: 24, refresh: true, deadline: nil)
        #expect(upstreams.count(KMAFixtures.villagePath) == 2, "refresh skips the cache")
    }

    @Test(
        "the UV region code: the stored one, else the look-up's, else the address's province; 경기도 광주시 is 경기도",
        arguments: [
            (KMAFixtures.place(regionCode: "1111060000"), nil, "1111060000"),
            (
                KMAFixtures.place(regionCode: "1111060000"), FakeRegionLookup(code: "1168000000", fails: false),
                "1111060000"
            ),
            (KMAFixtures.place(regionCode: "11110"), FakeRegionLookup(code: "1168000000", fails: false), "1168000000"),
            (KMAFixtures.place(), FakeRegionLookup(code: nil, fails: true), "1100000000"),
            (KMAFixtures.place(address: "부산광역시 중구 중앙대로 120"), nil, "2600000000"),
            (KMAFixtures.place(address: "경기도 광주시 송정동"), nil, "4100000000"),
            (KMAFixtures.place(address: "광주광역시 서구 치평동"), nil, "2900000000"),
            (KMAFixtures.place(address: "서울 종로구 혜화동"), nil, "1100000000"),
        ] as [(Place, FakeRegionLookup?, String)]
    )
    func regionCode(_ place: Place, _ lookup: FakeRegionLookup?, _ expected: String) async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams, lookup: lookup).report(
            for: place,
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(
            upstreams.server.requests.filter { $0.path == KMAFixtures.uvPath }.map { $0.queryValue("areaNo") } == [
                expected
            ]
        )
        #expect(report.uv.value != nil)
    }

    @Test("no stored code, no look-up and no known province: UV is unavailable with a note, nothing asked")
    func noRegionCode() async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(address: nil),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(report.uv.value == nil)
        #expect(report.uv.note?.contains("region code") == true)
        #expect(upstreams.count(KMAFixtures.uvPath) == 0)
        #expect(report.hasForecast)
    }

    @Test("the province table: every one of the 17, by full name, distinct codes")
    func provinceTable() {
        let names = [
            "서울특별시", "부산광역시", "대구광역시", "인천광역시", "광주광역시", "대전광역시", "울산광역시", "세종특별자치시",
            "경기도", "강원특별자치도", "충청북도", "충청남도", "전북특별자치도", "전라남도", "경상북도", "경상남도", "제주특별자치도",
        ]
        let codes = names.map { UVRegionCode.province(ofAddress: $0 + " 어딘가") }
        #expect(codes.allSatisfy { UVRegionCode.valid($0) != nil })
        #expect(Set(codes).count == 17)
        #expect(UVRegionCode.province(ofAddress: "경기도 광주시") == "4100000000")
        #expect(UVRegionCode.province(ofAddress: "광주시") == nil)
        #expect(UVRegionCode.province(ofAddress: "") == nil)
        #expect(UVRegionCode.valid("12345678901") == nil && UVRegionCode.valid("11000000ab") == nil)
    }

    @Test(
        "a failing UV or now-cast degrades that part with a one-line note; the report stands",
        arguments: ["kma-uv:status=500", "kma-nowcast:status=500", "kma-uv:quota", "kma-ultra-short:status=500"]
    )
    func partialFailure(_ fault: String) async throws {
        let upstreams = try PortalUpstreams(faults: [fault], now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(report.hasForecast)
        #expect(report.dust.value != nil)
        switch fault {
        case "kma-nowcast:status=500":
            #expect(report.current.value == nil)
            #expect(report.current.note?.hasPrefix("kma-nowcast:") == true)
            #expect(report.uv.value != nil)
        case "kma-ultra-short:status=500":
            #expect(report.current.value != nil)
            #expect(report.current.value?.sky == nil)
        default:
            #expect(report.uv.value == nil)
            let note = try #require(report.uv.note)
            #expect(note.hasPrefix("kma-uv:"))
            #expect(!note.contains("\n"))
            #expect(!note.contains(MockCredentials.dataGoKrKey))
            #expect(report.current.value != nil)
        }
    }

    @Test("a failing village forecast beside a now-cast: the report stands without hours and days, with the note")
    func villageFailure() async throws {
        let upstreams = try PortalUpstreams(faults: ["kma-village:status=500"], now: Self.afternoon)
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        #expect(!report.hasForecast)
        #expect(report.forecastBase == nil)
        #expect(report.forecastNote?.hasPrefix("kma-village:") == true)
        #expect(report.current.value != nil)
        #expect(report.uv.value != nil && report.dust.value != nil)
    }

    @Test("a failing village forecast and now-cast throw the village's SourceFailure")
    func villageAndNowcastFailure() async throws {
        let upstreams = try PortalUpstreams(
            faults: ["kma-village:status=500", "kma-nowcast:status=500"],
            now: Self.afternoon
        )
        let failure = await #expect(throws: SourceFailure.self) {
            _ = try await KMAFixtures.service(upstreams).report(
                for: KMAFixtures.place(),
                hours: 24,
                refresh: false,
                deadline: nil
            )
        }
        #expect(failure?.kind == .unavailable)
        #expect(failure?.message.hasPrefix("kma-village:") == true)
    }

    @Test("at night the UV slot is empty: the index is 0 (낮음), marked night, without a note")
    func uvAtNight() async throws {
        let upstreams = try PortalUpstreams(now: KMAFixtures.kst(21, 0))
        let report = try await KMAFixtures.service(upstreams).report(
            for: KMAFixtures.place(),
            hours: 24,
            refresh: false,
            deadline: nil
        )
        let uv = try #require(report.uv.value)
        #expect(uv.value == 0 && uv.level == .low && uv.isNight)
        #expect(uv.time == KMAFixtures.kst(21, 0))
        #expect(report.uv.note == nil)
    }
}
