import Foundation
import QuickSearchDomain
import Testing

@Suite("Saved place names: typed back, printed safely, never mistaken for a position")
struct PlaceNameTests {
    @Test func aNameIsTrimmedAndKept() throws {
        #expect(try PlaceName.validated("  혜화동 ") == "혜화동")
        #expect(try PlaceName.validated("집 (본가)") == "집 (본가)")
        #expect(try PlaceName.validated("#2호점") == "#2호점")
        #expect(try PlaceName.validated("2호선") == "2호선")
    }

    @Test func decomposedHangulIsSavedComposed() throws {
        let decomposed = "\u{1112}\u{1168}\u{1112}\u{116A}\u{1103}\u{1169}\u{11BC}"
        #expect(try PlaceName.validated(decomposed) == "혜화동")
    }

    @Test(arguments: ["", "   ", "1", "42", "#3", "0", "1234567890", "#0012"])
    func emptyOrPositionLikeNamesAreRefused(_ name: String) {
        #expect(throws: PlaceListError.self) { try PlaceName.validated(name) }
    }

    @Test(arguments: ["a\u{1B}[31mb", "a\nb", "a\tb", "a\u{7F}", "a\u{9B}b", "a\u{202E}b", "a\u{200B}b", "a\u{2028}b"])
    func controlEscapeAndInvisibleCharactersAreRefused(_ name: String) throws {
        let error = try #require(throws: PlaceListError.self) { try PlaceName.validated(name) }
        #expect(error.kind == .invalidName)
        #expect(error.message.contains("U+"))
    }

    @Test func fortyCharactersFitAndFortyOneDoNot() throws {
        let forty = String(repeating: "가", count: 40)
        #expect(try PlaceName.validated(forty) == forty)
        let error = try #require(throws: PlaceListError.self) { try PlaceName.validated(forty + "나") }
        #expect(error.message.contains("41"))
    }

    @Test func anUnknownReferenceNamesWhatIsSaved() {
        let seoul = GeoCoordinate(latitude: 37.5, longitude: 127)!
        let places = ["혜화동", "강남역"].map {
            Place(name: $0, coordinate: seoul, address: nil, regionCode: nil, addedAt: .init())
        }
        let byName = PlaceListError.unknown(.name("부산"), among: places)
        #expect(byName.kind == .unknownPlace)
        #expect(byName.message == "no saved place is called '부산' (saved: #1 혜화동, #2 강남역)")
        #expect(
            PlaceListError.unknown(.position(3), among: places).message.hasPrefix("no saved place #3 (saved: #1 혜화동")
        )
        #expect(PlaceListError.unknown(.position(1), among: []).message == "no saved place #1: no places are saved yet")
    }
}
