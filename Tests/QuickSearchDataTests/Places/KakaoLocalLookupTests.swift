import Foundation
import MockAPI
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("Kakao Local look-up against the mock: address search, then keyword search, cached")
struct KakaoLocalLookupTests {
    static let addressPath = "/v2/local/search/address.json"
    static let keywordPath = "/v2/local/search/keyword.json"
    static let regionPath = "/v2/local/geo/coord2regioncode.json"

    @Test func aDongIsFoundByTheAddressSearchAlone() async throws {
        let upstreams = try MockUpstreams()
        let lookup = KakaoLocalLookup(client: upstreams.client(cache: try upstreams.openCache()))
        let candidates = try await lookup.candidates(for: "혜화동", deadline: nil)
        #expect(candidates.map(\.address) == ["서울특별시 종로구 혜화동"])
        #expect(candidates.first?.name == "혜화동")
        #expect(candidates.first?.regionCode == "1111065000")
        #expect(upstreams.requests(path: Self.keywordPath).isEmpty)
        let sent = try #require(upstreams.requests(path: Self.addressPath).first)
        #expect(sent.queryValue("query") == "혜화동")
        #expect(sent.header("Authorization") == "KakaoAK \(MockUpstreams.kakaoKey)")
    }

    @Test func anAmbiguousNameKeepsEveryRegionApart() async throws {
        let upstreams = try MockUpstreams()
        let candidates = try await KakaoLocalLookup(client: upstreams.client()).candidates(for: "광주", deadline: nil)
        #expect(candidates.map(\.address) == ["광주광역시", "경기도 광주시", "광주광역시 동구"])
        let gyeonggi = try await KakaoLocalLookup(client: upstreams.client()).candidates(for: "경기도 광주시", deadline: nil)
        #expect(gyeonggi.map(\.address) == ["경기도 광주시"])
    }

    @Test func aStationIsFoundByTheKeywordSearch() async throws {
        let upstreams = try MockUpstreams()
        let candidates = try await KakaoLocalLookup(client: upstreams.client()).candidates(for: "강남역", deadline: nil)
        #expect(candidates.map(\.name) == ["강남역 2호선"])
        #expect(candidates.first?.regionCode == nil)
        #expect(upstreams.requests(path: Self.addressPath).count == 1)
        #expect(upstreams.requests(path: Self.keywordPath).count == 1)
    }

    @Test func onlyHitsOutsideKoreaOrNoneGiveNoCandidate() async throws {
        let upstreams = try MockUpstreams()
        let lookup = KakaoLocalLookup(client: upstreams.client())
        #expect(try await lookup.candidates(for: "도쿄역", deadline: nil).isEmpty)
        #expect(try await lookup.candidates(for: "없는동네", deadline: nil).isEmpty)
    }

    @Test func aRepeatedLookUpIsServedFromTheCache() async throws {
        let upstreams = try MockUpstreams()
        let cache = try upstreams.openCache()
        _ = try await KakaoLocalLookup(client: upstreams.client(cache: cache)).candidates(for: "강남역", deadline: nil)
        let before = upstreams.server.requests.count
        let again = try await KakaoLocalLookup(client: upstreams.client(cache: cache)).candidates(
            for: "강남역",
            deadline: nil
        )
        #expect(again.map(\.name) == ["강남역 2호선"])
        #expect(upstreams.server.requests.count == before)
    }

    @Test func theRegionOfAPointIsItsAdministrativeOne() async throws {
        let upstreams = try MockUpstreams()
        let lookup = KakaoLocalLookup(client: upstreams.client())
        let station = try #require(GeoCoordinate(latitude: 37.497952, longitude: 127.02761))
        #expect(
            try await lookup.region(at: station, deadline: nil)
                == AdministrativeRegion(code: "1168064000", address: "서울특별시 강남구 역삼1동")
        )
        let sea = try #require(GeoCoordinate(latitude: 30.0, longitude: 125.0))
        #expect(try await lookup.region(at: sea, deadline: nil) == nil)
    }

    @Test func aWrongKeyIsAnAuthenticationFailureThatNeverEchoesIt() async throws {
        let upstreams = try MockUpstreams()
        var variables = upstreams.variables
        variables["KAKAO_REST_API_KEY"] = "wrong-key-7731"
        let error = try await #require(throws: SourceFailure.self) {
            try await KakaoLocalLookup(client: upstreams.client(variables: variables)).candidates(
                for: "혜화동",
                deadline: nil
            )
        }
        #expect(error.kind == .authentication)
        #expect(!error.message.contains("wrong-key-7731"))
    }

    @Test func aThrottledAnswerIsRateLimited() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-local:status=429"])
        let error = try await #require(throws: SourceFailure.self) {
            try await KakaoLocalLookup(client: upstreams.client()).candidates(for: "혜화동", deadline: nil)
        }
        #expect(error.kind == .rateLimited)
    }
}
