import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// The whole chain against the mock portal over loopback: projection, nearest stations,
/// readings, the fall-back to the next station, the nation's averages and the cache.
@Suite("AirKorea dust service end to end")
struct AirKoreaDustServiceTests {
    static let dataTime = AirKoreaDataTime.parse("2026-11-26 14:00")!

    @Test("a point's nearest station and its latest readings, values as the portal sent them, graded officially")
    func fullChain() async throws {
        let upstreams = try PortalUpstreams()
        let report = try await upstreams.service().report(
            forPlace: "시청",
            at: PortalPoints.seoulCityHall,
            refresh: false,
            deadline: nil
        )
        #expect(report.readings.stationName == "중구")
        #expect(report.passedOverStation == nil)
        #expect(report.stationDistance > 0 && report.stationDistance < 1)
        #expect(report.readings.measuredAt == Self.dataTime)
        let raw = try #require(
            try await upstreams.rawItems(PortalUpstreams.stationPath, [("stationName", "중구"), ("numOfRows", "1")]).first
        )
        let pm10 = try #require((raw["pm10Value"] as? String).flatMap(Double.init))
        let pm25 = try #require((raw["pm25Value"] as? String).flatMap(Double.init))
        #expect(report.readings.pm10.value == pm10)
        #expect(report.readings.pm10.grade == Pollutant.pm10.grade(of: pm10))
        #expect(report.readings.pm25.value == pm25)
        #expect(report.readings.khai.grade == (raw["khaiGrade"] as? String).flatMap(AirKoreaValue.grade(code:)))
        let sent = try #require(upstreams.server.requests.first { $0.path == PortalUpstreams.nearbyPath })
        #expect(sent.queryValue("serviceKey") == MockCredentials.dataGoKrKey)
        #expect(sent.queryValue("tmX") == "198056")
        #expect(sent.queryValue("tmY") == "451885")
    }

    @Test("the nearest station without PM values is passed over for the next nearest, and said so")
    func nextStation() async throws {
        let upstreams = try PortalUpstreams()
        let report = try await upstreams.service().report(
            forPlace: "강남구청",
            at: PortalPoints.gangnamOffice,
            refresh: false,
            deadline: nil
        )
        #expect(report.readings.stationName == "도산대로")
        #expect(report.passedOverStation == "강남구")
        #expect(report.readings.hasParticulateValues)
        #expect(upstreams.count(PortalUpstreams.stationPath) == 2)
    }

    @Test("flags and dashes are unavailable with their reason")
    func flagged() async throws {
        let upstreams = try PortalUpstreams()
        let client = upstreams.client()
        let yongsan = try await client.fetch(StationReadingsTarget(stationName: "용산구", requestedAt: upstreams.now))
            .value.latest
        #expect(yongsan.pm25 == .unavailable("통신장애"))
        #expect(yongsan.pm10.isAvailable)
        let songdo = try await client.fetch(StationReadingsTarget(stationName: "송도", requestedAt: upstreams.now)).value
            .latest
        #expect(songdo.ozone == .unavailable("자료이상"))
        let unknown = await #expect(throws: SourceFailure.self) {
            _ = try await client.fetch(StationReadingsTarget(stationName: "없는측정소", requestedAt: upstreams.now))
        }
        #expect(unknown?.kind == .noData)
    }

    @Test("the nation: one 전국 request, each province's mean of the PM values measured, in the portal's order")
    func nation() async throws {
        let upstreams = try PortalUpstreams()
        let provinces = try await upstreams.service().nation(refresh: false, deadline: nil)
        #expect(provinces.map(\.province) == AirKoreaProvinces.names)
        #expect(upstreams.count(PortalUpstreams.provincePath) == 1)
        let raw = try await upstreams.rawItems(
            PortalUpstreams.provincePath,
            [("sidoName", "전국"), ("numOfRows", "1000")]
        )
        for province in provinces {
            let values = raw.filter { $0["sidoName"] as? String == province.province }
                .compactMap { ($0["pm10Value"] as? String).flatMap(Double.init) }
            #expect(!values.isEmpty)
            let mean = (values.reduce(0, +) / Double(values.count)).rounded()
            #expect(province.pm10.value == mean, "\(province.province)")
            #expect(province.pm10.grade == Pollutant.pm10.grade(of: mean))
            #expect(province.measuredAt == Self.dataTime)
        }
        // 서울's 강남구 has no PM: it is not counted.
        let seoul = try #require(provinces.first)
        #expect(seoul.stationCount == raw.filter { $0["sidoName"] as? String == "서울" }.count - 1)
    }

    @Test("a repeat within the hour asks nothing; after the update and its margin only the readings are asked again")
    func caching() async throws {
        let upstreams = try PortalUpstreams()
        let service = upstreams.service()
        _ = try await service.report(forPlace: "시청", at: PortalPoints.seoulCityHall, refresh: false, deadline: nil)
        let first = upstreams.server.requests.count
        #expect(first == 2)
        upstreams.advance(by: 30 * 60)
        _ = try await service.report(forPlace: "시청", at: PortalPoints.seoulCityHall, refresh: false, deadline: nil)
        #expect(upstreams.server.requests.count == first)
        // 14:00 + 1 h + 15 min has passed (the clock reads 15:16).
        upstreams.advance(by: 26 * 60)
        _ = try await service.report(forPlace: "시청", at: PortalPoints.seoulCityHall, refresh: false, deadline: nil)
        #expect(upstreams.count(PortalUpstreams.stationPath) == 2)
        #expect(upstreams.count(PortalUpstreams.nearbyPath) == 1)
        // The late answer is kept a short while: a repeat asks nothing.
        _ = try await service.report(forPlace: "시청", at: PortalPoints.seoulCityHall, refresh: false, deadline: nil)
        #expect(upstreams.count(PortalUpstreams.stationPath) == 2)
    }

    @Test("the nation is cached until the next update as well")
    func nationCaching() async throws {
        let upstreams = try PortalUpstreams()
        let service = upstreams.service()
        _ = try await service.nation(refresh: false, deadline: nil)
        _ = try await service.nation(refresh: false, deadline: nil)
        #expect(upstreams.count(PortalUpstreams.provincePath) == 1)
        _ = try await service.nation(refresh: true, deadline: nil)
        #expect(upstreams.count(PortalUpstreams.provincePath) == 2)
    }

    @Test("dong look-up: the official sample, an ambiguous name, a narrowed one, an unknown one")
    func dongLookup() async throws {
        let upstreams = try PortalUpstreams()
        let lookup = PortalDongLookup(client: upstreams.client())
        let sample = try await lookup.candidates(for: "혜화동", deadline: nil)
        #expect(sample.map(\.address) == ["서울특별시 종로구 혜화동"])
        let point = try #require(sample.first).coordinate
        let back = CentralBeltProjection.project(point)
        #expect(abs(back.x - 200089.126044) < 1 && abs(back.y - 453946.42329) < 1)
        #expect(try await lookup.candidates(for: "중앙동", deadline: nil).count == 3)
        #expect(try await lookup.candidates(for: "전주시 중앙동", deadline: nil).map(\.address) == ["전라북도 전주시 완산구 중앙동"])
        #expect(try await lookup.candidates(for: "없는동", deadline: nil).isEmpty)
        _ = try await lookup.candidates(for: "혜화동", deadline: nil)
        #expect(upstreams.count(PortalUpstreams.dongPath) == 3)
    }
}
