import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// Issue 19 (wttr.in): a Latin name is looked up by its Korean spellings, and only places of
/// that name count; any other name is asked as before.
@Suite("Place resolution of Latin names: Korean spellings first, places of that name only")
struct LatinPlaceResolverTests {
    static func candidate(_ address: String, _ latitude: Double, _ longitude: Double) -> PlaceCandidate {
        RecordingLookup.candidate(address, latitude, longitude)
    }

    static let gangnam = candidate("서울특별시 강남구", 37.517236, 127.047325)
    static let gwanak = candidate("서울특별시 관악구", 37.4781, 126.9515)
    static let gwangjuCity = candidate("광주광역시", 35.160032, 126.851675)
    static let gwangjuGyeonggi = candidate("경기도 광주시", 37.429397, 127.255314)
    static let gwangjuDonggu = candidate("광주광역시 동구", 35.146180, 126.923320)
    static let seoul = candidate("서울특별시", 37.566826, 126.978652)
    static let coex = PlaceCandidate(
        name: "코엑스",
        address: "서울특별시 강남구 삼성동 159",
        coordinate: GeoCoordinate(latitude: 37.5116, longitude: 127.0594)!
    )

    @Test func aLatinNameIsFoundByItsKoreanSpelling() async throws {
        let lookup = RecordingLookup("a", ["강남구": [Self.gangnam]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(try await resolver.resolve("Gangnam-gu", saved: [], deadline: nil) == .found(Self.gangnam))
        #expect(lookup.queries == ["강남구"], "the first spelling with candidates wins")
    }

    @Test func spellingsAreTriedInOrderUntilOneHasCandidates() async throws {
        let lookup = RecordingLookup("a", ["관악구": [Self.gwanak]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(try await resolver.resolve("gwanak gu", saved: [], deadline: nil) == .found(Self.gwanak))
        let spellings = try #require(LatinPlaceName("gwanak gu")?.spellings)
        #expect(lookup.queries == Array(spellings.prefix(through: try #require(spellings.firstIndex(of: "관악구")))))
    }

    @Test func onlyPlacesOfThatNameCountAndSeveralAreAmbiguous() async throws {
        let lookup = RecordingLookup("a", ["광주": [Self.gwangjuCity, Self.gwangjuGyeonggi, Self.gwangjuDonggu]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(
            try await resolver.resolve("Gwangju", saved: [], deadline: nil)
                == .ambiguous([Self.gwangjuCity, Self.gwangjuGyeonggi]),
            "광주광역시 동구 is named 동구, not Gwangju"
        )
    }

    @Test func aProvinceByItsEnglishNameIsLookedUpByItsOfficialName() async throws {
        let lookup = RecordingLookup("a", ["서울특별시": [Self.seoul]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(try await resolver.resolve("Seoul Special City", saved: [], deadline: nil) == .found(Self.seoul))
        #expect(lookup.queries.first == "서울특별시")
    }

    @Test func candidatesOfAnotherNameAreNotTakenAndTheNextLookUpIsAsked() async throws {
        let first = RecordingLookup("a", ["혜화동": [Self.gwanak]])
        let hyehwa = Self.candidate("서울특별시 종로구 혜화동", 37.5863656, 127.0016985)
        let second = RecordingLookup("b", ["혜화동": [hyehwa]])
        let resolver = PlaceResolver(lookups: [first, second])
        #expect(try await resolver.resolve("Hyehwa-dong", saved: [], deadline: nil) == .found(hyehwa))
    }

    @Test func withoutAPlaceForAnySpellingTheNameIsAskedAsTyped() async throws {
        let lookup = RecordingLookup("a", ["COEX": [Self.coex]])
        let resolver = PlaceResolver(lookups: [lookup])
        #expect(try await resolver.resolve("COEX", saved: [], deadline: nil) == .found(Self.coex))
        #expect(lookup.queries == ["COEX"], "no Hangul is written coex")
        let nothing = RecordingLookup("a", [:])
        #expect(try await PlaceResolver(lookups: [nothing]).resolve("Seoul", saved: [], deadline: nil) == .notFound)
        #expect(nothing.queries.last == "Seoul")
        #expect(nothing.queries.count == (LatinPlaceName("Seoul")?.spellings.count ?? 0) + 1)
    }

    @Test func aKoreanNameIsAskedOnceAsTyped() async throws {
        let lookup = RecordingLookup("a", [:])
        #expect(try await PlaceResolver(lookups: [lookup]).resolve("없는동네", saved: [], deadline: nil) == .notFound)
        #expect(lookup.queries == ["없는동네"])
    }

    @Test func aFailedLookUpIsNotAskedAgainAndItsFailureIsThrown() async throws {
        let failing = RecordingLookup("a", [:], failure: SourceFailure(.rateLimited, "a: quota"))
        let empty = RecordingLookup("b", [:])
        let resolver = PlaceResolver(lookups: [failing, empty])
        let error = try await #require(throws: SourceFailure.self) {
            try await resolver.resolve("Gwanak-gu", saved: [], deadline: nil)
        }
        #expect(error.kind == .rateLimited)
        #expect(failing.queries.count == 1)
        #expect(empty.queries.count == (LatinPlaceName("Gwanak-gu")?.spellings.count ?? 0) + 1)
    }
}
