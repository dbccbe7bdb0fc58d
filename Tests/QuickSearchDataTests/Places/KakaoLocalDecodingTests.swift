import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("Kakao Local answers: checked numbers, plain text, only points in Korea")
struct KakaoLocalDecodingTests {
    private static func addresses(_ documents: String) throws -> [PlaceCandidate] {
        let body = #"{"meta":{"total_count":1,"pageable_count":1,"is_end":true},"documents":[\#(documents)]}"#
        return try KakaoLocalSearchTarget<KakaoAddressDocument>(query: "q")
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    private static func keywords(_ documents: String) throws -> [PlaceCandidate] {
        let body = #"{"meta":{"total_count":1},"documents":[\#(documents)]}"#
        return try KakaoLocalSearchTarget<KakaoKeywordDocument>(query: "q")
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    private static func region(_ documents: String) throws -> AdministrativeRegion? {
        let body = #"{"meta":{"total_count":2},"documents":[\#(documents)]}"#
        let point = try #require(GeoCoordinate(latitude: 37.5863656, longitude: 127.0016985))
        return try KakaoRegionCodeTarget(point: point).decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    private static func address(
        x: String,
        y: String,
        name: String = #""서울특별시 종로구 혜화동""#,
        code: String = #""1111065000""#
    ) -> String {
        #"{"address_name":\#(name),"address_type":"REGION","x":\#(x),"y":\#(y),"address":{"h_code":\#(code),"b_code":"1111016600"},"road_address":null}"#
    }

    @Test func anAddressDocumentWithStringCoordinatesIsACandidate() throws {
        let candidates = try Self.addresses(Self.address(x: #""127.0016985""#, y: #""37.5863656""#))
        #expect(
            candidates == [
                PlaceCandidate(
                    name: "혜화동",
                    address: "서울특별시 종로구 혜화동",
                    coordinate: GeoCoordinate(latitude: 37.5863656, longitude: 127.0016985)!,
                    regionCode: "1111065000"
                )
            ]
        )
    }

    @Test func numericCoordinatesAreReadToo() throws {
        let candidates = try Self.addresses(Self.address(x: "127.0016985", y: "37.5863656"))
        #expect(candidates.first?.coordinate == GeoCoordinate(latitude: 37.5863656, longitude: 127.0016985))
    }

    @Test(arguments: [
        (#""abc""#, #""37.5""#), (#""1e999""#, #""37.5""#), (#""NaN""#, #""37.5""#), (#""127.0""#, "null"),
        (#""127.0""#, #""95.0""#), ("1e19", "-1e300"), (#""\#(String(repeating: "1", count: 50))""#, #""37.5""#),
    ])
    func unusableCoordinatesDropTheDocumentAndNothingTraps(_ x: String, _ y: String) throws {
        let candidates = try Self.addresses(
            Self.address(x: x, y: y) + "," + Self.address(x: #""126.9780""#, y: #""37.5665""#)
        )
        #expect(candidates.map(\.coordinate) == [GeoCoordinate(latitude: 37.5665, longitude: 126.9780)!])
    }

    /// `Double(String)` reads `0x7F` as 127 and `1.27e2` as 127: strings are read by the one
    /// number rule, so neither is a coordinate (a JSON number stays a number).
    @Test(arguments: [
        (#""0x7F""#, #""37.5""#), (#""1.27e2""#, #""37.5""#), (#""127.0""#, #""0x25""#), (#""127.""#, #""37.5""#),
        (#""inf""#, #""37.5""#),
    ])
    func coordinatesInAnotherNumberFormAreNoPoint(_ x: String, _ y: String) throws {
        #expect(try Self.addresses(Self.address(x: x, y: y)).isEmpty)
        let keyword = #"{"place_name":"역","address_name":"서울 중구","x":\#(x),"y":\#(y)}"#
        #expect(try Self.keywords(keyword).isEmpty)
    }

    @Test func pointsOutsideKoreaAreLeftOut() throws {
        let tokyo =
            #"{"place_name":"도쿄역","address_name":"일본 도쿄도","road_address_name":"","x":"139.767125","y":"35.681236"}"#
        #expect(try Self.keywords(tokyo).isEmpty)
    }

    @Test func keywordDocumentsPreferTheLotAddressAndFallBackToTheRoad() throws {
        let station =
            #"{"place_name":"강남역 2호선","address_name":"서울특별시 강남구 역삼동 858","road_address_name":"서울특별시 강남구 강남대로 지하 396","x":"127.027610","y":"37.497952"}"#
        let roadOnly =
            #"{"place_name":"어딘가","address_name":"","road_address_name":"부산광역시 해운대구 해운대로 1","x":"129.16","y":"35.16"}"#
        let candidates = try Self.keywords(station + "," + roadOnly)
        #expect(candidates.map(\.name) == ["강남역 2호선", "어딘가"])
        #expect(candidates.map(\.address) == ["서울특별시 강남구 역삼동 858", "부산광역시 해운대구 해운대로 1"])
        #expect(candidates.allSatisfy { $0.regionCode == nil })
    }

    @Test func escapesAndControlsInNamesNeverSurvive() throws {
        let hostile = #""\u001b[31m서울\u001b]8;;http://x\u0007특별시\n 종로구\u0000 혜화동""#
        let candidate = try #require(
            try Self.addresses(Self.address(x: #""127.0""#, y: #""37.58""#, name: hostile)).first
        )
        #expect(candidate.address == "서울특별시 종로구 혜화동")
        #expect(!candidate.address.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func anOverlongAddressIsCut() throws {
        let long = "\"" + String(repeating: "가", count: 5000) + "\""
        let candidate = try #require(try Self.addresses(Self.address(x: #""127.0""#, y: #""37.58""#, name: long)).first)
        #expect(candidate.address.count == KakaoLocalText.maximumLength)
    }

    @Test(arguments: [#""11110650""#, #""111106500X""#, "null", #""11110650000""#])
    func aRegionCodeThatIsNotTenDigitsIsDropped(_ code: String) throws {
        let candidate = try #require(try Self.addresses(Self.address(x: #""127.0""#, y: #""37.58""#, code: code)).first)
        #expect(candidate.regionCode == nil)
    }

    @Test func repeatedDocumentsGiveOneCandidate() throws {
        let one = Self.address(x: #""127.0016985""#, y: #""37.5863656""#)
        #expect(try Self.addresses([one, one].joined(separator: ",")).count == 1)
    }

    @Test func theRegionIsTheAdministrativeDocument() throws {
        let documents = """
            {"region_type":"B","address_name":"서울특별시 종로구 혜화동","code":"1111016600","x":127.0016985,"y":37.5863656},
            {"region_type":"H","address_name":"서울특별시 종로구 혜화동","code":"1111065000","x":127.0016985,"y":37.5863656}
            """
        #expect(try Self.region(documents) == AdministrativeRegion(code: "1111065000", address: "서울특별시 종로구 혜화동"))
        #expect(try Self.region(#"{"region_type":"B","address_name":"x","code":"1111016600","x":127,"y":37}"#) == nil)
        #expect(try Self.region(#"{"region_type":"H","address_name":"x","code":"1e10","x":127,"y":37}"#) == nil)
    }

    @Test func aBodyOfTheWrongShapeNamesWhereItWentWrong() throws {
        let body = #"{"documents":[{"address_name":7}]}"#
        let error = try #require(throws: SourceFailure.self) {
            try KakaoLocalSearchTarget<KakaoAddressDocument>(query: "q").decode(
                HTTPResponse(status: 200, body: Data(body.utf8))
            )
        }
        #expect(error.kind == .invalidResponse)
        #expect(error.message.contains("documents[0].address_name"))
    }

    @Test func kakaoErrorsAreReadAsForSearch() throws {
        let body = Data(#"{"errorType":"AccessDeniedError","message":"appKey(secret) does not exist"}"#.utf8)
        let error = try #require(throws: SourceFailure.self) {
            try KakaoLocalSearchTarget<KakaoKeywordDocument>(query: "q").decode(HTTPResponse(status: 401, body: body))
        }
        #expect(error.kind == .authentication)
        #expect(!error.message.contains("secret"))
    }

    @Test func theRegionCodeRequestSendsSixDecimals() throws {
        let target = KakaoRegionCodeTarget(point: GeoCoordinate(latitude: 37.58636561234, longitude: 127.0016985)!)
        #expect(target.queryItems.map(\.value) == ["127.001699", "37.586366"])
        #expect(target.cacheLifetime == .seconds(30 * 86_400))
    }
}
