import Foundation
import MockAPI
import Testing

@Suite("Kakao Local: address and keyword search, coord2regioncode")
struct KakaoLocalRouteTests {
    static let key = [("Authorization", "KakaoAK mock-kakao-key")]

    static func get(_ server: MockServer, _ path: String, query: [(String, String)]) throws -> LoopbackResponse {
        var components = URLComponents()
        components.path = path
        components.queryItems = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        return try Loopback.get(
            server,
            components.percentEncodedPath + "?" + (components.percentEncodedQuery ?? ""),
            headers: key
        )
    }

    static func documents(_ response: LoopbackResponse) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        return try #require(object["documents"] as? [[String: Any]])
    }

    @Test("the key is checked as for search", arguments: [[("Authorization", "KakaoAK wrong")], []])
    func keyChecked(_ headers: [(String, String)]) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, "/v2/local/search/address.json?query=a", headers: headers)
        #expect(response.status == 401)
        #expect(response.text.contains("AccessDeniedError"))
    }

    @Test("address search: a unique dong, an ambiguous city, none; coordinates as strings")
    func addressSearch() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let hyehwa = try Self.documents(Self.get(server, "/v2/local/search/address.json", query: [("query", "혜화동")]))
        #expect(hyehwa.map { $0["address_name"] as? String } == ["서울특별시 종로구 혜화동"])
        #expect(hyehwa.first?["x"] is String)
        #expect((hyehwa.first?["address"] as? [String: Any])?["h_code"] as? String == "1111065000")
        let gwangju = try Self.documents(Self.get(server, "/v2/local/search/address.json", query: [("query", "광주")]))
        #expect(gwangju.map { $0["address_name"] as? String } == ["광주광역시", "경기도 광주시", "광주광역시 동구"])
        #expect(
            try Self.documents(Self.get(server, "/v2/local/search/address.json", query: [("query", "강남역")])).isEmpty
        )
    }

    @Test("keyword search: a station in Korea, a station in Tokyo")
    func keywordSearch() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let gangnam = try Self.documents(Self.get(server, "/v2/local/search/keyword.json", query: [("query", "강남역")]))
        #expect(gangnam.map { $0["place_name"] as? String } == ["강남역 2호선"])
        let tokyo = try Self.documents(Self.get(server, "/v2/local/search/keyword.json", query: [("query", "도쿄역")]))
        #expect(tokyo.map { $0["x"] as? String } == ["139.767125"])
    }

    @Test("coord2regioncode: B and H documents with numeric coordinates; none at sea")
    func regionCode() throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Self.get(
            server,
            "/v2/local/geo/coord2regioncode.json",
            query: [("x", "127.0017"), ("y", "37.5864")]
        )
        let documents = try Self.documents(response)
        #expect(documents.map { $0["region_type"] as? String } == ["B", "H"])
        #expect(documents.map { $0["code"] as? String } == ["1111016600", "1111065000"])
        #expect(documents.first?["x"] is NSNumber)
        #expect(response.text.contains(#""x":127.0017"#))
        let sea = try Self.get(server, "/v2/local/geo/coord2regioncode.json", query: [("x", "125.0"), ("y", "30.0")])
        #expect(try Self.documents(sea).isEmpty)
        let busan = try Self.get(
            server,
            "/v2/local/geo/coord2regioncode.json",
            query: [("x", "129.07"), ("y", "35.18")]
        )
        #expect(
            try Self.documents(busan).last?["address_name"] as? String == "부산광역시 연제구 연산5동",
            "the nearest city centre"
        )
    }

    @Test(
        "bad parameters answer Kakao's 400s; an unknown Local path its 404",
        arguments: [
            ("/v2/local/search/address.json", "size=31&query=a", 400),
            ("/v2/local/search/keyword.json", "size=16&query=a", 400),
            ("/v2/local/search/keyword.json", "page=46&query=a", 400),
            ("/v2/local/search/address.json", "", 400),
            ("/v2/local/geo/coord2regioncode.json", "x=a&y=37", 400),
            ("/v2/local/geo/coord2regioncode.json", "y=37", 400),
            ("/v2/local/geo/transcoord.json", "x=1&y=2", 404),
        ]
    )
    func badParameters(_ path: String, _ query: String, _ status: Int) throws {
        let server = try MockServer.start()
        defer { server.stop() }
        let response = try Loopback.get(server, path + "?" + query, headers: Self.key)
        #expect(response.status == status)
        #expect(response.text.hasPrefix(#"{"errorType":"#))
    }

    @Test("faults address the route as kakao-local")
    func faultRoute() throws {
        let server = try MockServer.start(
            MockConfiguration(faults: [MockFault(specification: "kakao-local:status=503")])
        )
        defer { server.stop() }
        let response = try Loopback.get(server, "/v2/local/search/address.json?query=a", headers: Self.key)
        #expect(response.status == 503)
        #expect(MockFaultRoute(rawValue: "kakao-local") != nil)
    }
}
