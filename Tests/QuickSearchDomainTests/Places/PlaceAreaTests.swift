import Foundation
import QuickSearchDomain
import Testing

/// A place's province and city from its saved address or region code, and the forecast region
/// they make.
@Suite("Place areas and forecast regions")
struct PlaceAreaTests {
    @Test(
        "each province's official name is today's, among its names after the short one",
        arguments: [
            (Province.seoul, "서울특별시"), (.gwangju, "광주광역시"), (.sejong, "세종특별자치시"), (.gyeonggi, "경기도"),
            (.gangwon, "강원특별자치도"), (.jeonbuk, "전북특별자치도"), (.jeju, "제주특별자치도"), (.gyeongnam, "경상남도"),
        ]
    )
    func officialName(province: Province, name: String) {
        #expect(province.officialName == name)
        #expect(Province(name: name) == province)
        #expect(province.names.first == province.shortName)
    }

    @Test(
        "an address's first word is its province in any official form, its second a city ending in 시, 군 or 구",
        arguments: [
            ("서울특별시 종로구 혜화동", Province.seoul, "종로구"),
            ("서울 강남구 삼성동", .seoul, "강남구"),
            ("경기 광주시 경안동", .gyeonggi, "광주시"),
            ("광주광역시 서구 농성동", .gwangju, "서구"),
            ("강원특별자치도 강릉시 교동", .gangwon, "강릉시"),
            ("강원도 춘천시", .gangwon, "춘천시"),
            ("전북특별자치도 전주시 완산구", .jeonbuk, "전주시"),
            ("제주특별자치도 제주시 이도동", .jeju, "제주시"),
        ]
    )
    func addresses(address: String, province: Province, city: String) {
        #expect(PlaceArea(address: address) == PlaceArea(province: province, city: city))
    }

    @Test("an address without a city has none; one naming no province, or hostile text, has no area")
    func partialAndHostile() {
        #expect(PlaceArea(address: "세종특별자치시 아름동") == PlaceArea(province: .sejong, city: nil))
        #expect(PlaceArea(address: "서울특별시") == PlaceArea(province: .seoul, city: nil))
        #expect(PlaceArea(address: "광주시 경안동") == nil, "광주시 is a city of 경기, not a province")
        #expect(PlaceArea(address: "") == nil)
        #expect(PlaceArea(address: "\u{1B}[31m서울 종로구") == PlaceArea(province: .seoul, city: "종로구"), "escapes go")
        #expect(PlaceArea(address: "서울특별시청 종로구") == nil)
        #expect(PlaceArea(address: "서울 " + String(repeating: "가", count: 300) + "구")?.city == nil)
        #expect(PlaceArea(address: String(repeating: "서울 ", count: 10_000))?.province == .seoul)
    }

    @Test("a place without an address takes its province from its region code's first two digits")
    func regionCodes() throws {
        let point = try #require(GeoCoordinate(latitude: 37, longitude: 127))
        let place = { (code: String?) -> Place in
            Place(
                name: "p",
                coordinate: point,
                address: nil,
                regionCode: code,
                addedAt: .distantPast
            )
        }
        #expect(PlaceArea(place("4128100000")) == PlaceArea(province: .gyeonggi, city: nil))
        #expect(PlaceArea(place("5113000000"))?.province == .gangwon)
        #expect(PlaceArea(place("4213000000"))?.province == .gangwon)
        #expect(PlaceArea(place("9900000000")) == nil)
        #expect(PlaceArea(place("11000")) == nil)
        #expect(PlaceArea(place("11000000ab")) == nil)
        #expect(PlaceArea(place(nil)) == nil)
    }

    @Test(
        "the forecast region: the province's, 경기 and 강원 split by city",
        arguments: [
            ("서울특별시 종로구", DustForecastRegion.seoul),
            ("경기도 고양시 덕양구", .gyeonggiNorth),
            ("경기 남양주시", .gyeonggiNorth),
            ("경기도 수원시 팔달구", .gyeonggiSouth),
            ("경기 광주시", .gyeonggiSouth),
            ("강원특별자치도 강릉시", .gangwonEast),
            ("강원도 고성군", .gangwonEast),
            ("강원도 춘천시", .gangwonWest),
            ("부산광역시 연제구", .busan),
            ("세종특별자치시 아름동", .sejong),
        ]
    )
    func forecastRegions(address: String, region: DustForecastRegion) throws {
        let area = try #require(PlaceArea(address: address))
        #expect(DustForecastRegion(area: area) == region)
    }

    @Test("경기 or 강원 without a city has no forecast region; every region has its own name")
    func undecided() {
        #expect(DustForecastRegion(area: PlaceArea(province: .gyeonggi, city: nil)) == nil)
        #expect(DustForecastRegion(area: PlaceArea(province: .gangwon, city: nil)) == nil)
        #expect(Set(DustForecastRegion.allCases.map(\.koreanName)).count == 19)
        for region in DustForecastRegion.allCases {
            #expect(DustForecastRegion(koreanName: region.koreanName) == region)
        }
    }
}
