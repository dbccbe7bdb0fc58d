import Testing

@testable import QuickSearchDomain

/// Issue 19 (wttr.in): places by their English names, read as the Revised Romanization.
@Suite("Latin place names: letters, provinces, Hangul spellings, and which found places are meant")
struct LatinPlaceNameTests {
    private static func candidate(_ name: String, _ address: String) -> PlaceCandidate {
        PlaceCandidate(name: name, address: address, coordinate: GeoCoordinate(latitude: 37.5, longitude: 127.0)!)
    }

    @Test(
        "Case, spaces, hyphens and apostrophes are ignored",
        arguments: ["Gangnam-gu", "gangnam gu", "GANGNAMGU", " Gang-nam-gu ", "Gangnam\u{2010}gu", "gang'nam gu"]
    )
    func letters(text: String) throws {
        let name = try #require(LatinPlaceName(text))
        #expect(name.letters == "gangnamgu")
        #expect(name.spellings.first == "강남구")
    }

    @Test(
        "Anything but ASCII letters and separators is no Latin name, nor no letter, nor more than 40",
        arguments: ["혜화동", "역삼1동", "Sŏul", "Seoul!", "", " - ", "Gangnam–gu", String(repeating: "a", count: 41)]
    )
    func notLatin(text: String) {
        #expect(LatinPlaceName(text) == nil)
    }

    @Test("Forty letters are read")
    func longestName() {
        #expect(LatinPlaceName(String(repeating: "seoul", count: 8)) != nil)
    }

    private static let provinces: [(String, Province, String)] = [
        ("Seoul", .seoul, "서울"), ("Seoul-teukbyeolsi", .seoul, "서울특별시"), ("seoul special city", .seoul, "서울특별시"),
        ("Busan", .busan, "부산"), ("Busan Metropolitan City", .busan, "부산광역시"), ("Gwangju", .gwangju, "광주"),
        ("Gyeonggi-do", .gyeonggi, "경기도"), ("Gyeonggi Province", .gyeonggi, "경기도"), ("Chungbuk", .chungbuk, "충북"),
        ("Chungcheongbuk-do", .chungbuk, "충청북도"), ("North Chungcheong Province", .chungbuk, "충청북도"),
        ("Jeollabuk-do", .jeonbuk, "전라북도"), ("Jeonbuk State", .jeonbuk, "전북특별자치도"),
        ("Gangwon State", .gangwon, "강원특별자치도"), ("Gyeongsangnam-do", .gyeongnam, "경상남도"),
        ("Jeju Island", .jeju, "제주특별자치도"), ("Jeju-do", .jeju, "제주도"),
        ("Sejong Special Self-Governing City", .sejong, "세종특별자치시"),
    ]

    @Test("Provinces by their romanised and English names, looked up first by that Korean name", arguments: provinces)
    func province(text: String, province: Province, hangul: String) throws {
        let name = try #require(LatinPlaceName(text))
        #expect(name.province == province)
        #expect(name.spellings.first == hangul)
    }

    @Test("Every province by its official name romanised, and by its short name", arguments: Province.allCases)
    func everyProvince(province: Province) throws {
        for korean in [province.officialName, province.shortName] {
            let latin = KoreanRomanization.romanize(korean, as: .administrative)
            #expect(LatinPlaceName(latin)?.province == province, "\(latin)")
            #expect(LatinPlaceName(latin)?.spellings.first == korean, "\(latin)")
        }
    }

    @Test("광주시 is a city of 경기, not a province: Gwangju-si names none")
    func notAProvince() throws {
        let name = try #require(LatinPlaceName("Gwangju-si"))
        #expect(name.province == nil)
        #expect(name.spellings.first == "광주시")
    }

    private static let spellings: [(String, String)] = [
        ("Hyehwa-dong", "혜화동"), ("Gangnam-gu", "강남구"), ("Jongno-gu", "종로구"), ("Wangsimni", "왕십리"),
        ("Samjuk-myeon", "삼죽면"), ("Uijeongbu-si", "의정부시"), ("Woryeong-dong", "월영동"), ("Gwanak-gu", "관악구"),
        ("Sillim-dong", "신림동"), ("Yeouido", "여의도"), ("Haeundae-gu", "해운대구"), ("Andong", "안동"),
        ("Mokdong", "목동"), ("Yangju-gun", "양주군"), ("Sinchang-eup", "신창읍"), ("Inwang-ri", "인왕리"),
    ]

    @Test("Other names are spelled in Hangul; the name meant is among the spellings", arguments: spellings)
    func spelling(text: String, hangul: String) throws {
        let name = try #require(LatinPlaceName(text))
        #expect(name.province == nil)
        #expect(name.spellings.contains(hangul), "\(name.spellings)")
        #expect(name.spellings.count <= LatinPlaceName.maximumSpellings)
    }

    @Test("Every spelling romanises back to the letters, as an administrative name or as a name", arguments: spellings)
    func spellingsRomaniseBack(text: String, hangul: String) throws {
        let name = try #require(LatinPlaceName(text))
        for spelling in name.spellings {
            let written = [KoreanRomanization.Kind.administrative, .name].map {
                KoreanRomanization.romanize(spelling, as: $0).lowercased().filter { $0 != "-" && $0 != " " }
            }
            #expect(written.contains(name.letters), "\(spelling): \(written)")
        }
    }

    @Test("Fewer syllables and Sino-Korean finals come first; the order is fixed")
    func order() throws {
        #expect(LatinPlaceName("Seoul")?.spellings.prefix(1) == ["서울"])
        #expect(LatinPlaceName("Busan")?.spellings.prefix(1) == ["부산"])
        #expect(LatinPlaceName("Hyehwa-dong")?.spellings.first == "혜화동")
        #expect(LatinPlaceName("Gangnam-gu")?.spellings.prefix(2) == ["강남구", "각남구"], "a sound change costs")
        let jongno = try #require(LatinPlaceName("Jongno-gu")?.spellings)
        #expect(jongno.first == "종노구" && jongno.contains("종로구") && !jongno.contains("종녹우"), "-gu is 구 first")
        #expect(LatinPlaceName("Mokdong")?.spellings.first == "목동")
        let gwanak = try #require(LatinPlaceName("Gwanak-gu")?.spellings)
        #expect(gwanak.contains("과낙구"), "both readings of gwanak are asked")
        #expect(LatinPlaceName("gwanak gu")?.spellings == gwanak)
    }

    @Test("Letters no Hangul is written with have no spelling", arguments: ["Atlantis", "COEX", "Starbucks", "x"])
    func noSpelling(text: String) throws {
        let name = try #require(LatinPlaceName(text))
        #expect(name.spellings.isEmpty)
    }

    @Test("A failed look-up's message says how a Latin name was read, and nothing for other text")
    func readAs() {
        #expect(LatinPlaceName.readAs("Gwanak-gu") == " (read as 과낙구, 관악구)")
        #expect(LatinPlaceName.readAs("Atlantis").isEmpty)
        #expect(LatinPlaceName.readAs("없는동네").isEmpty)
    }

    @Test("A found place is meant when a word of its name romanises to the letters, with or without its unit")
    func matches() throws {
        let gwangju = try #require(LatinPlaceName("Gwangju"))
        #expect(gwangju.matches(Self.candidate("광주광역시", "광주광역시")))
        #expect(gwangju.matches(Self.candidate("광주시", "경기도 광주시")))
        #expect(!gwangju.matches(Self.candidate("동구", "광주광역시 동구")))
        let station = try #require(LatinPlaceName("Gangnam-yeok"))
        #expect(station.matches(Self.candidate("강남역 2호선", "서울특별시 강남구 역삼동 858")))
        #expect(!station.matches(Self.candidate("강남구", "서울특별시 강남구")))
        let wangsimni = try #require(LatinPlaceName("Wangsimni"))
        #expect(wangsimni.matches(Self.candidate("왕십리", "서울특별시 성동구 왕십리")), "read as a name, not 왕십-리")
        let hyehwa = try #require(LatinPlaceName("hyehwa-dong"))
        #expect(hyehwa.matches(Self.candidate("혜화동", "서울특별시 종로구 혜화동")))
        #expect(!hyehwa.matches(Self.candidate("혜화1동", "서울특별시 종로구 혜화1동")))
    }

    @Test("A province named in English matches the province by any of its names")
    func provinceMatches() throws {
        let jeju = try #require(LatinPlaceName("Jeju Island"))
        #expect(jeju.matches(Self.candidate("제주특별자치도", "제주특별자치도")))
        #expect(jeju.matches(Self.candidate("제주", "제주")))
        #expect(!jeju.matches(Self.candidate("제주시", "제주특별자치도 제주시")))
    }

    @Test("Spelling is linear: 20 000 letters give the best spellings at once")
    func linear() {
        let letters = Array(String(repeating: "seoul", count: 4_000).utf8)
        let spellings = KoreanRomanization.spellings(of: letters, limit: 4)
        #expect(spellings.count == 4)
        #expect(spellings.first?.hangul == String(repeating: "서울", count: 4_000))
        #expect(spellings.map(\.cost) == spellings.map(\.cost).sorted())
    }
}
