import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// Which sources are usable is decided in the data layer, from the names and the keys.
@Suite("Media source selection from names and configured keys")
struct MediaSourceSelectionTests {
    private static let kakaoOnly = Environment(["KAKAO_REST_API_KEY": "kakao-key-12345678"])

    @Test("Without names, sources lacking keys are skipped with the variables to set")
    func skipsSourcesWithoutKeys() throws {
        let selection = try MediaSourceSelection.resolve(names: [], kind: .image, environment: Self.kakaoOnly)
        #expect(selection.sources.map(\.id.rawValue) == ["kakao-image"])
        #expect(selection.skipped.map(\.source.rawValue) == ["naver-image"])
        #expect(selection.skipped.first?.variables == ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET"])
    }

    @Test("A named source without keys is a configuration error, an unknown name lists the choices")
    func namedSources() {
        #expect(throws: ConfigurationError.self) {
            try MediaSourceSelection.resolve(names: ["naver"], kind: .image, environment: Self.kakaoOnly)
        }
        #expect(throws: MediaSourceSelection.UnknownSource(name: "daum", choices: ["kakao", "naver"])) {
            try MediaSourceSelection.resolve(names: ["daum"], kind: .image, environment: Self.kakaoOnly)
        }
    }

    @Test("No keys at all name every variable to set")
    func noKeys() {
        let error = #expect(throws: ConfigurationError.self) {
            try MediaSourceSelection.resolve(names: [], kind: .image, environment: Environment([:]))
        }
        #expect(error?.variables == ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET", "KAKAO_REST_API_KEY"])
    }
}
