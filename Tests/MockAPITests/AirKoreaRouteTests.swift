import Foundation
import MockAPI
import Testing

@Suite("AirKorea routes of the public data portal")
struct AirKoreaRouteTests {
    /// A key with the characters real portal keys have.
    static let key = "ab+cd/ef=="
    /// 2026-11-26 14:20 KST.
    static let afternoon = Date(timeIntervalSince1970: 1_795_651_200 + 5 * 3600 + 20 * 60)

    static func start(now: Date? = afternoon, faults: [String] = []) throws -> MockServer {
        try MockServer.start(
            MockConfiguration(
                keys: [MockKey.dataGoKrServiceKey.variable: key],
                now: now,
                faults: try faults.map { try MockFault(specification: $0) }
            )
        )
    }

    /// A request to `operation` with the key encoded once and `returnType=json`.
    static func get(_ server: MockServer, _ operation: String, _ parameters: String) throws -> LoopbackResponse {
        try Loopback.get(
            server,
            "/B552584/\(operation)?serviceKey=\(Loopback.encode(key))&returnType=json&" + parameters
        )
    }

    /// The items of a JSON envelope.
    static func items(_ response: LoopbackResponse) throws -> [[String: Any]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        let body = try #require((root["response"] as? [String: Any])?["body"] as? [String: Any])
        return try #require(body["items"] as? [[String: Any]])
    }

    @Test(
        "the key is checked after one percent-decoding: missing, wrong or double-encoded keys get the XML key error with HTTP 200",
        arguments: [
            "", "serviceKey=wrong", "serviceKey=\(Loopback.encode(Loopback.encode(key)))", "serviceKey=ab+cd/ef==",
        ]
    )
    func keyCheck(_ keyItem: String) throws {
        let server = try Self.start()
        defer { server.stop() }
        let response = try Loopback.get(
            server,
            "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt?\(keyItem)&umdName=%ED%98%9C%ED%99%94%EB%8F%99&returnType=json"
        )
        #expect(response.status == 200)
        #expect(response.text.hasPrefix("<OpenAPI_ServiceResponse>"))
        #expect(response.text.contains("<returnReasonCode>30</returnReasonCode>"))
        #expect(response.text.contains("SERVICE_KEY_IS_NOT_REGISTERED_ERROR"))
    }

    @Test("getTMStdrCrdnt: the official sample, a shared dong name, an unknown name (zero items)")
    func dongCoordinates() throws {
        let server = try Self.start()
        defer { server.stop() }
        let sample = try Self.items(
            Self.get(server, "MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=\(Loopback.encode("혜화동"))")
        )
        #expect(sample.count == 1)
        #expect(sample.first?["tmX"] as? String == "200089.126044")
        #expect(sample.first?["tmY"] as? String == "453946.42329")
        #expect(sample.first?["sggName"] as? String == "종로구")
        let shared = try Self.items(
            Self.get(server, "MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=\(Loopback.encode("중앙동"))")
        )
        #expect(Set(shared.compactMap { $0["sidoName"] as? String }).count == 3)
        let unknown = try Self.get(server, "MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=\(Loopback.encode("없는동"))")
        #expect(try Self.items(unknown).isEmpty)
        #expect(unknown.text.contains(#""totalCount":0"#))
        #expect(unknown.text.contains(#""resultCode":"00""#))
    }

    @Test("getNearbyMsrstnList: nearest first, tm as a number and as a string")
    func nearbyStations() throws {
        let server = try Self.start()
        defer { server.stop() }
        // The Gangnam-gu office (EPSG:5181).
        let response = try Self.get(server, "MsrstnInfoInqireSvc/getNearbyMsrstnList", "tmX=204363.5&tmY=446207.4")
        let items = try Self.items(response)
        #expect(items.compactMap { $0["stationName"] as? String } == ["강남구", "도산대로", "용산구"])
        #expect(items[0]["tm"] is NSNumber)
        #expect(items[1]["tm"] is String)
        #expect(response.text.contains(#""tm":0.3"#))
        let missing = try Self.get(server, "MsrstnInfoInqireSvc/getNearbyMsrstnList", "tmX=1")
        #expect(missing.text.contains(#""resultCode":"11""#))
    }

    @Test("readings: the latest hour of the mock's clock, string fields, deterministic per station and hour")
    func stationReadings() throws {
        let server = try Self.start()
        defer { server.stop() }
        let first = try Self.get(
            server,
            "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
            "stationName=\(Loopback.encode("종로구"))&dataTerm=DAILY&numOfRows=3&ver=1.3"
        )
        let items = try Self.items(first)
        #expect(
            items.compactMap { $0["dataTime"] as? String } == [
                "2026-11-26 14:00", "2026-11-26 13:00", "2026-11-26 12:00",
            ]
        )
        #expect(items[0]["pm10Value"] is String)
        #expect(items[0]["pm10Flag"] is NSNull)
        let again = try Self.get(
            server,
            "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
            "stationName=\(Loopback.encode("종로구"))&dataTerm=DAILY&numOfRows=3&ver=1.3"
        )
        #expect(again.text == first.text)
        #expect(first.text.contains(#""totalCount":24"#))
    }

    @Test("readings at midnight are labelled 24:00 of the day before")
    func midnight() throws {
        // 2026-11-27 00:05 KST.
        let server = try Self.start(now: Date(timeIntervalSince1970: 1_795_651_200 + 15 * 3600 + 5 * 60))
        defer { server.stop() }
        let items = try Self.items(
            Self.get(
                server,
                "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
                "stationName=\(Loopback.encode("중구"))&numOfRows=2"
            )
        )
        #expect(items.compactMap { $0["dataTime"] as? String } == ["2026-11-26 24:00", "2026-11-26 23:00"])
    }

    @Test("outages: no PM at 강남구, flags with and without values")
    func outages() throws {
        let server = try Self.start()
        defer { server.stop() }
        func latest(_ station: String) throws -> [String: Any] {
            try #require(
                try Self.items(
                    Self.get(
                        server,
                        "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
                        "stationName=\(Loopback.encode(station))&numOfRows=1"
                    )
                ).first
            )
        }
        let gangnam = try latest("강남구")
        #expect(gangnam["pm10Value"] as? String == "-")
        #expect(gangnam["pm25Value"] as? String == "-")
        #expect(gangnam["pm10Flag"] as? String == "장비점검")
        let yongsan = try latest("용산구")
        #expect(yongsan["pm25Flag"] as? String == "통신장애")
        #expect(yongsan["pm10Value"] as? String != "-")
        let songdo = try latest("송도")
        #expect(songdo["o3Flag"] as? String == "자료이상")
        #expect(songdo["o3Value"] as? String != "-")
        #expect(try latest("광복동")["pm10Flag"] as? String == "점검및교정")
    }

    @Test("getCtprvnRltmMesureDnsty: every station of the country or of a province, named")
    func provinceReadings() throws {
        let server = try Self.start()
        defer { server.stop() }
        let nation = try Self.items(
            Self.get(
                server,
                "ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty",
                "sidoName=\(Loopback.encode("전국"))&numOfRows=1000&ver=1.5"
            )
        )
        #expect(nation.count >= 20)
        #expect(Set(nation.compactMap { $0["sidoName"] as? String }).count == 17)
        let seoul = try Self.items(
            Self.get(
                server,
                "ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty",
                "sidoName=\(Loopback.encode("서울"))&numOfRows=100"
            )
        )
        #expect(!seoul.isEmpty)
        #expect(seoul.allSatisfy { $0["sidoName"] as? String == "서울" && $0["stationName"] is String })
    }

    @Test("without returnType=json the answer is XML")
    func xmlByDefault() throws {
        let server = try Self.start()
        defer { server.stop() }
        let response = try Loopback.get(
            server,
            "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt?serviceKey=\(Loopback.encode(Self.key))&umdName=\(Loopback.encode("혜화동"))"
        )
        #expect(response.text.contains("<tmX>200089.126044</tmX>"))
        #expect(response.text.contains("<resultCode>00</resultCode>"))
        #expect(response.header("Content-Type") == "text/xml;charset=UTF-8")
        #expect(response.text.contains("<body><items><item><sidoName>"))
        #expect(
            response.text.contains(
                "</item></items><numOfRows>10</numOfRows><pageNo>1</pageNo><totalCount>1</totalCount></body>"
            )
        )
        let missing = try Loopback.get(
            server,
            "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt?serviceKey=\(Loopback.encode(Self.key))"
        )
        #expect(
            missing.text.hasSuffix(
                "<response><header><resultCode>11</resultCode><resultMsg>NO_MANDATORY_REQUEST_PARAMETERS_ERROR</resultMsg></header></response>"
            )
        )
    }

    @Test(
        "the JSON envelope is AirKorea's: body first, a bare items array, NORMAL_CODE; a page past the last has no items"
    )
    func jsonEnvelope() throws {
        let server = try Self.start()
        defer { server.stop() }
        let response = try Self.get(
            server,
            "MsrstnInfoInqireSvc/getTMStdrCrdnt",
            "umdName=\(Loopback.encode("중앙동"))&numOfRows=1&pageNo=2"
        )
        #expect(response.header("Content-Type") == "application/json;charset=UTF-8")
        #expect(response.text.hasPrefix(#"{"response":{"body":{"totalCount":3,"items":[{"sidoName":"#))
        #expect(
            response.text.hasSuffix(
                #""pageNo":2,"numOfRows":1},"header":{"resultMsg":"NORMAL_CODE","resultCode":"00"}}}"#
            )
        )
        let past = try Self.get(
            server,
            "MsrstnInfoInqireSvc/getTMStdrCrdnt",
            "umdName=\(Loopback.encode("중앙동"))&numOfRows=10&pageNo=2"
        )
        #expect(try Self.items(past).isEmpty)
        #expect(past.text.contains(#""totalCount":3"#))
        let unreadable = try Self.get(server, "MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=x&numOfRows=0")
        #expect(
            unreadable.text
                == #"{"response":{"header":{"resultCode":"10","resultMsg":"INVALID_REQUEST_PARAMETER_ERROR"}}}"#
        )
    }

    @Test(
        "portal faults: documented errors, statuses and quota in the portal's forms",
        arguments: [
            (
                "airkorea-station:error=portal-03", 200,
                #"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}"#
            ),
            ("airkorea-station:error=portal-22", 200, #""resultCode":"22""#),
            ("airkorea-station:error=portal-key-xml", 200, "<returnReasonCode>30</returnReasonCode>"),
            ("airkorea-station:quota", 200, "<returnReasonCode>22</returnReasonCode>"),
            ("airkorea-station:status=403", 403, #""returnReasonCode":"30""#),
            ("airkorea-station:error=portal-401", 401, "Unauthorized"),
            ("airkorea-station:status=401", 401, "Unauthorized"),
            ("airkorea-station:status=503", 503, "503"),
        ]
    )
    func faults(_ fault: String, _ status: Int, _ fragment: String) throws {
        let server = try Self.start(faults: [fault])
        defer { server.stop() }
        let response = try Self.get(
            server,
            "ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty",
            "stationName=\(Loopback.encode("중구"))"
        )
        #expect(response.status == status)
        #expect(response.text.contains(fragment))
    }

    @Test("the four routes are fault routes listed in the help, and generic faults apply to them")
    func faultRoutes() throws {
        for name in ["airkorea-nearby", "airkorea-dong", "airkorea-station", "airkorea-province"] {
            #expect(MockFaultRoute(rawValue: name) != nil)
            #expect(MockFault.specificationHelp.contains(name))
        }
        #expect(DocumentedUpstreamError.portalCases.count == 21)
        let server = try Self.start(faults: ["airkorea-province:malformed"])
        defer { server.stop() }
        let response = try Self.get(
            server,
            "ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty",
            "sidoName=\(Loopback.encode("서울"))"
        )
        #expect(response.status == 200)
        #expect((try? JSONSerialization.jsonObject(with: Data(response.text.utf8))) == nil)
    }
}

@Suite("Documented portal errors")
struct DocumentedPortalErrorTests {
    @Test(
        "error=portal-… answers each portal error in its form and status",
        arguments: DocumentedUpstreamError.portalCases
    )
    func documented(_ error: DocumentedUpstreamError) throws {
        let server = try AirKoreaRouteTests.start(faults: ["airkorea-dong:error=\(error.rawValue)"])
        defer { server.stop() }
        let response = try AirKoreaRouteTests.get(server, "MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=x")
        #expect(response.status == error.status)
        switch response.status {
        case 401: #expect(response.text == "Unauthorized")
        case 403: #expect(response.text.contains(#""OpenAPI_ServiceResponse""#))
        default:
            let code = String(error.rawValue.dropFirst("portal-".count))
            let expected = code.allSatisfy(\.isNumber) ? #""resultCode":"\#(code)""# : "<returnReasonCode>"
            #expect(response.text.contains(expected))
        }
    }
}
