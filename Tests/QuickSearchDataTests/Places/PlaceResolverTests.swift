import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("Place resolution: saved first, then the look-ups in order; never a guess")
struct PlaceResolverTests {
    static func candidate(_ address: String, _ latitude: Double, _ longitude: Double) -> PlaceCandidate {
        RecordingLookup.candidate(address, latitude, longitude)
    }

    static let hyehwa = candidate("서울특별시 종로구 혜화동", 37.5863656, 127.0016985)
    static let gwangjuCity = candidate("광주광역시", 35.160032, 126.851675)
    static let gwangjuGyeonggi = candidate("경기도 광주시", 37.429397, 127.255314)
    static let tokyo = candidate("일본 도쿄도 도쿄역", 35.681236, 139.767125)
    static let table = ["혜화동": [hyehwa], "광주": [gwangjuCity, gwangjuGyeonggi], "도쿄역": [tokyo]]
    static let saved = [
        hyehwa.saved(as: "집", at: Date(timeIntervalSince1970: 0)),
        gwangjuGyeonggi.saved(as: "본가", at: Date(timeIntervalSince1970: 0)),
    ]

    @Test func aUniqueNameIsFound() async throws {
        let resolver = PlaceResolver(lookups: [RecordingLookup("a", Self.table)])
        #expect(try await resolver.resolve("혜화동", saved: Self.saved, deadline: nil) == .found(Self.hyehwa))
    }

    @Test func anAmbiguousNameGivesEveryCandidateInOrder() async throws {
        let resolver = PlaceResolver(lookups: [RecordingLookup("a", Self.table)])
        #expect(
            try await resolver.resolve("광주", saved: [], deadline: nil)
                == .ambiguous([Self.gwangjuCity, Self.gwangjuGyeonggi])
        )
    }

    @Test func anUnknownNameIsNotFound() async throws {
        let resolver = PlaceResolver(lookups: [RecordingLookup("a", Self.table)])
        #expect(try await resolver.resolve("없는곳", saved: [], deadline: nil) == .notFound)
    }

    @Test func aHitOutsideKoreaIsNotACandidate() async throws {
        let resolver = PlaceResolver(lookups: [RecordingLookup("a", Self.table)])
        #expect(try await resolver.resolve("도쿄역", saved: [], deadline: nil) == .notFound)
    }

    @Test func aPointOutsideKoreaIsSaidToBe() throws {
        let tokyo = try #require(GeoCoordinate(latitude: 35.68, longitude: 139.77))
        #expect(PlaceResolver.resolve(point: tokyo) == .outsideKorea(tokyo))
        let seoul = try #require(GeoCoordinate(latitude: 37.5665, longitude: 126.978))
        guard case .found(let candidate) = PlaceResolver.resolve(point: seoul) else {
            Issue.record("a point in Seoul was not found")
            return
        }
        #expect(candidate.coordinate == seoul)
    }

    @Test func savedPlacesComeFirstByNameOrPosition() async throws {
        let lookup = RecordingLookup("a", ["집": [Self.gwangjuCity]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(try await resolver.resolve("집", saved: Self.saved, deadline: nil) == .saved(Self.saved[0], position: 1))
        #expect(
            try await resolver.resolve("#2", saved: Self.saved, deadline: nil) == .saved(Self.saved[1], position: 2)
        )
        #expect(try await resolver.resolve("2", saved: Self.saved, deadline: nil) == .saved(Self.saved[1], position: 2))
        #expect(lookup.queries.count == 0)
    }

    @Test func aPositionPastTheListIsAnUnknownPlaceNotALookUp() async throws {
        let lookup = RecordingLookup("a", Self.table)
        let resolver = PlaceResolver(lookups: [lookup])
        let error = try await #require(throws: PlaceListError.self) {
            try await resolver.resolve("3", saved: Self.saved, deadline: nil)
        }
        #expect(error.kind == .unknownPlace)
        #expect(lookup.queries.count == 0)
    }

    @Test func theNextLookUpIsAskedOnlyWhenTheFirstFindsNothing() async throws {
        let first = RecordingLookup("a", ["혜화동": [Self.hyehwa]])
        let second = RecordingLookup("b", ["혜화동": [Self.gwangjuCity], "광주": [Self.gwangjuGyeonggi]])
        let resolver = PlaceResolver(lookups: [first, second])
        #expect(try await resolver.resolve("혜화동", saved: [], deadline: nil) == .found(Self.hyehwa))
        #expect(second.queries.count == 0)
        #expect(try await resolver.resolve("광주", saved: [], deadline: nil) == .found(Self.gwangjuGyeonggi))
        #expect(second.queries.count == 1)
    }

    @Test func aFailingLookUpDoesNotHideTheNextOnesCandidates() async throws {
        let failing = RecordingLookup("a", [:], failure: SourceFailure(.unavailable, "a: down"))
        let resolver = PlaceResolver(lookups: [failing, RecordingLookup("b", Self.table)])
        #expect(try await resolver.resolve("혜화동", saved: [], deadline: nil) == .found(Self.hyehwa))
    }

    @Test func nothingFoundAfterAFailureIsTheFailureNotANotFound() async throws {
        let failing = RecordingLookup("a", [:], failure: SourceFailure(.rateLimited, "a: quota"))
        let resolver = PlaceResolver(lookups: [failing, RecordingLookup("b", [:])])
        let error = try await #require(throws: SourceFailure.self) {
            try await resolver.resolve("혜화동", saved: [], deadline: nil)
        }
        #expect(error.kind == .rateLimited)
    }

    @Test func withoutAnyLookUpTheKeyIsAskedFor() async throws {
        let error = try await #require(throws: ConfigurationError.self) {
            try await PlaceResolver(lookups: []).resolve("혜화동", saved: [], deadline: nil)
        }
        #expect(error.variables == ["KAKAO_REST_API_KEY", "DATA_GO_KR_SERVICE_KEY"])
        #expect(error.remedy == .givePoint)
        #expect(!error.message.contains("--"), "the CLI words the remedy")
        #expect(PlaceResolver.lookups(client: Self.client([:]), environment: Environment([:])).isEmpty)
        #expect(
            PlaceResolver.lookups(client: Self.client([:]), environment: Environment(["KAKAO_REST_API_KEY": "k"])).map(
                \.name
            ) == ["kakao-local"]
        )
        #expect(
            PlaceResolver.lookups(client: Self.client([:]), environment: Environment(["DATA_GO_KR_SERVICE_KEY": "p"]))
                .map(\.name) == ["data.go.kr"]
        )
        let both = Environment(["KAKAO_REST_API_KEY": "k", "DATA_GO_KR_SERVICE_KEY": "p"])
        #expect(
            PlaceResolver.lookups(client: Self.client([:]), environment: both).map(\.name) == [
                "kakao-local", "data.go.kr",
            ],
            "Kakao first, then the portal"
        )
    }

    @Test func aSavedPlaceIsFoundWithoutAnyLookUp() async throws {
        #expect(
            try await PlaceResolver(lookups: []).resolve("본가", saved: Self.saved, deadline: nil)
                == .saved(Self.saved[1], position: 2)
        )
    }

    static func client(_ variables: [String: String]) -> UpstreamClient {
        UpstreamClient(http: CurlHTTPClient(userAgent: "t"), environment: Environment(variables), cache: nil)
    }
}
