import Foundation
import Testing

@testable import QuickSearchDomain

@Suite("Naming a saved place by position or name")
struct PlaceReferenceTests {
    static let places = ["혜화동", "강남역", "2"].map { name in
        Place(
            name: name,
            coordinate: GeoCoordinate(latitude: 37.5, longitude: 127)!,
            address: nil,
            regionCode: nil,
            addedAt: Date(timeIntervalSince1970: 0)
        )
    }

    @Test(
        "Digits, with or without #, are positions; anything else is a name",
        arguments: [
            ("1", PlaceReference.position(1)), ("#3", .position(3)), (" 2 ", .position(2)),
            ("0", .name("0")), ("-1", .name("-1")), ("#", .name("#")), ("혜화동", .name("혜화동")),
            ("１", .name("１")), ("12345678", .name("12345678")),
        ]
    )
    func parsing(text: String, expected: PlaceReference) {
        #expect(PlaceReference(parsing: text) == expected)
    }

    @Test("A position past the end or an unknown name names nothing")
    func lookup() {
        #expect(PlaceReference.position(2).index(in: Self.places) == 1)
        #expect(PlaceReference.position(4).index(in: Self.places) == nil)
        #expect(PlaceReference.name("강남역").index(in: Self.places) == 1)
        #expect(PlaceReference.name("광주").index(in: Self.places) == nil)
    }

    @Test("A candidate is saved with the user's name and keeps its address and region")
    func saving() {
        let candidate = PlaceCandidate(
            name: "혜화동",
            address: "서울특별시 종로구 혜화동",
            coordinate: Self.places[0].coordinate,
            regionCode: "1111065000"
        )
        let place = candidate.saved(as: "학교", at: Date(timeIntervalSince1970: 60))
        #expect(place.name == "학교")
        #expect(place.address == "서울특별시 종로구 혜화동")
        #expect(place.regionCode == "1111065000")
        #expect(place.addedAt == Date(timeIntervalSince1970: 60))
    }
}
