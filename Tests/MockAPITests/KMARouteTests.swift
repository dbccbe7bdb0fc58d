import Foundation
import MockAPI
import Testing

/// The KMA short-term forecast and UV routes (api-facts.md §5–7), at a fixed mock clock.
@Suite("KMA forecast and UV routes")
struct KMARouteTests {
    /// A portal key with `+`, `/` and `=`, as real ones have.
    static let key = "test+portal/key-9d27e1=="
    static let village = "/1360000/VilageFcstInfoService_2.0/getVilageFcst"
    static let nowcast = "/1360000/VilageFcstInfoService_2.0/getUltraSrtNcst"
    static let ultraShort = "/1360000/VilageFcstInfoService_2.0/getUltraSrtFcst"
    static let uv = "/1360000/LivingWthrIdxServiceV4/getUVIdxV4"
    static let noData = #"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}"#

    struct Envelope<Item: Decodable>: Decodable {
        struct Response: Decodable {
            var header: Header
            var body: Body?
        }

        struct Header: Decodable {
            var resultCode: String
            var resultMsg: String
        }

        struct Body: Decodable {
            var dataType: String
            var items: Items
            var pageNo: Int
            var numOfRows: Int
            var totalCount: Int
        }

        struct Items: Decodable {
            var item: [Item]
        }

        var response: Response
    }

    struct ForecastItem: Decodable, Equatable {
        var baseDate: String
        var baseTime: String
        var category: String
        var fcstDate: String
        var fcstTime: String
        var fcstValue: String
        var nx: Int
        var ny: Int
    }

    struct Observation: Decodable, Equatable {
        var baseDate: String
        var baseTime: String
        var category: String
        var nx: Int
        var ny: Int
        var obsrValue: String
    }

    /// A Korea-time instant.
    static func kst(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 9 * 3600)!
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    static func server(now: Date = kst(2024, 12, 10, 14, 30), faults: [String] = []) throws -> MockServer {
        try MockServer.start(
            MockConfiguration(
                keys: [MockKey.dataGoKrServiceKey.variable: key],
                now: now,
                faults: faults.map { try MockFault(specification: $0) }
            )
        )
    }

    /// A request with the key encoded once, as the portal expects.
    static func get(
        _ server: MockServer,
        _ path: String,
        _ parameters: String,
        key: String = Loopback.encode(KMARouteTests.key)
    ) throws -> LoopbackResponse {
        try Loopback.get(server, "\(path)?serviceKey=\(key)&" + parameters)
    }

    static func villageItems(
        _ server: MockServer,
        base: String = "base_date=20241210&base_time=1400",
        grid: String = "nx=60&ny=127"
    ) throws -> [ForecastItem] {
        let response = try get(server, village, "\(base)&\(grid)&numOfRows=1000&pageNo=1&dataType=JSON")
        let envelope = try response.decode(Envelope<ForecastItem>.self)
        #expect(envelope.response.header.resultCode == "00")
        return envelope.response.body?.items.item ?? []
    }

    @Test("getVilageFcst: the documented envelope, one base, rows by time then category, roughly 800 of them")
    func villageShape() throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try Self.get(
            server,
            Self.village,
            "base_date=20241210&base_time=1400&nx=60&ny=127&numOfRows=1000&pageNo=1&dataType=JSON"
        )
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json;charset=UTF-8")
        #expect(
            response.text.hasPrefix(
                #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","items":{"item":[{"baseDate":"20241210","baseTime":"1400","category":"TMP","fcstDate":"20241210","fcstTime":"1500","fcstValue":""#
            )
        )
        let body = try #require(try response.decode(Envelope<ForecastItem>.self).response.body)
        #expect((700...1000).contains(body.totalCount))
        #expect(body.items.item.count == body.totalCount)
        #expect(body.pageNo == 1 && body.numOfRows == 1000)
        let items = body.items.item
        #expect(items.allSatisfy { $0.baseDate == "20241210" && $0.baseTime == "1400" && $0.nx == 60 && $0.ny == 127 })
        let times = items.map { $0.fcstDate + $0.fcstTime }
        #expect(times == times.sorted())
        #expect(
            Array(items.prefix(12).map(\.category))
                == ["TMP", "UUU", "VVV", "VEC", "WSD", "SKY", "PTY", "POP", "WAV", "PCP", "REH", "SNO"]
        )
        #expect(times.last == "202412132100")
    }

    @Test(
        "TMN on 06:00 and TMX on 15:00 rows, none for hours before the base nor on the third day, which comes 3-hourly"
    )
    func dailyExtremesAndFarDays() throws {
        let server = try Self.server()
        defer { server.stop() }
        let items = try Self.villageItems(server)
        let lows = items.filter { $0.category == "TMN" }
        let highs = items.filter { $0.category == "TMX" }
        #expect(lows.map(\.fcstDate) == ["20241211", "20241212"])
        #expect(highs.map(\.fcstDate) == ["20241210", "20241211", "20241212"])
        #expect(lows.allSatisfy { $0.fcstTime == "0600" && $0.fcstValue.hasSuffix(".0") })
        #expect(highs.allSatisfy { $0.fcstTime == "1500" })
        // The low is the day's coldest TMP, the high its warmest.
        for low in lows {
            let temperatures = items.filter { $0.category == "TMP" && $0.fcstDate == low.fcstDate }.compactMap {
                Double($0.fcstValue)
            }
            #expect(Double(low.fcstValue) == temperatures.min())
        }
        let farTimes = Set(items.filter { $0.fcstDate == "20241213" }.map(\.fcstTime))
        #expect(farTimes == ["0000", "0300", "0600", "0900", "1200", "1500", "1800", "2100"])
        #expect(Set(items.filter { $0.fcstDate == "20241212" }.map(\.fcstTime)).count == 24)
    }

    @Test("From the 17:00 base the forecast reaches a fourth day")
    func lateBaseReachesFourthDay() throws {
        let server = try Self.server(now: Self.kst(2024, 12, 10, 17, 10))
        defer { server.stop() }
        let items = try Self.villageItems(server, base: "base_date=20241210&base_time=1700")
        #expect(items.last?.fcstDate == "20241214")
        #expect(items.last?.fcstTime == "2100")
    }

    @Test("Every PCP and SNO text form, and missing-value sentinels, appear in one forecast")
    func textForms() throws {
        let server = try Self.server()
        defer { server.stop() }
        let items = try Self.villageItems(server)
        let rain = Set(items.filter { $0.category == "PCP" }.map(\.fcstValue))
        #expect(rain.isSuperset(of: ["강수없음", "1.0mm 미만", "1mm 미만", "2.5mm", "30.0~50.0mm", "50.0mm 이상"]))
        let snow = Set(items.filter { $0.category == "SNO" }.map(\.fcstValue))
        #expect(snow.isSuperset(of: ["적설없음", "1.0cm 미만", "2.0cm", "5.0cm 이상"]))
        let sentinels = items.compactMap { Double($0.fcstValue) }.filter { $0 >= 900 || $0 <= -900 }
        #expect(!sentinels.isEmpty)
        let types = Set(items.filter { $0.category == "PTY" }.map(\.fcstValue))
        #expect(types.isSuperset(of: ["0", "1", "2", "3", "4"]))
    }

    @Test("Snow and sleet only on cold days: a July forecast rains but never snows")
    func noSnowInSummer() throws {
        let server = try Self.server(now: Self.kst(2024, 7, 10, 14, 30))
        defer { server.stop() }
        let items = try Self.villageItems(server, base: "base_date=20240710&base_time=1400")
        #expect(Set(items.filter { $0.category == "SNO" }.map(\.fcstValue)) == ["적설없음"])
        #expect(Set(items.filter { $0.category == "PTY" }.map(\.fcstValue)) == ["0", "1", "4"])
        #expect(items.filter { $0.category == "TMX" }.allSatisfy { Double($0.fcstValue)! > 20 })
    }

    @Test("Values are the same for a cell and time whoever asks, and differ between cells")
    func determinism() throws {
        let first = try Self.server()
        let second = try Self.server(now: Self.kst(2024, 12, 10, 16, 0))
        defer {
            first.stop()
            second.stop()
        }
        let parameters = "base_date=20241210&base_time=1400&nx=98&ny=76&numOfRows=1000&dataType=JSON"
        #expect(try Self.get(first, Self.village, parameters).body == Self.get(second, Self.village, parameters).body)
        #expect(
            try Self.villageItems(first).map(\.fcstValue)
                != Self.villageItems(first, grid: "nx=98&ny=76").map(\.fcstValue)
        )
        // A later base forecasts the same hours alike.
        let later = try Self.villageItems(second, base: "base_date=20241210&base_time=1100")
        let earlier = try Self.villageItems(second)
        let key: (ForecastItem) -> String = { $0.category + $0.fcstDate + $0.fcstTime }
        let laterValues = Dictionary(later.map { (key($0), $0.fcstValue) }, uniquingKeysWith: { first, _ in first })
        #expect(earlier.filter { $0.fcstDate == "20241211" }.allSatisfy { laterValues[key($0)] == $0.fcstValue })
    }

    @Test(
        "A base not yet published answers 03 NO_DATA; published 10 (now-cast, village) or 15 minutes (ultra-short) later",
        arguments: [
            (village, "1400", 14, 9, false), (village, "1400", 14, 10, true), (village, "1700", 14, 30, false),
            (nowcast, "1400", 14, 9, false), (nowcast, "1400", 14, 10, true),
            (ultraShort, "1430", 14, 44, false), (ultraShort, "1430", 14, 45, true),
        ]
    )
    func publication(path: String, baseTime: String, hour: Int, minute: Int, published: Bool) throws {
        let server = try Self.server(now: Self.kst(2024, 12, 10, hour, minute))
        defer { server.stop() }
        let response = try Self.get(server, path, "base_date=20241210&base_time=\(baseTime)&nx=60&ny=127&dataType=JSON")
        #expect(response.status == 200)
        #expect((response.text == Self.noData) == !published)
    }

    @Test(
        "A time that is not one of the operation's bases, or a cell off the grid, has no data",
        arguments: [
            (village, "base_time=1300&nx=60&ny=127"), (village, "base_time=1400&nx=0&ny=127"),
            (village, "base_time=1400&nx=60&ny=254"), (nowcast, "base_time=1330&nx=60&ny=127"),
            (ultraShort, "base_time=1400&nx=60&ny=127"),
        ]
    )
    func notABase(path: String, parameters: String) throws {
        let server = try Self.server()
        defer { server.stop() }
        #expect(try Self.get(server, path, "base_date=20241210&\(parameters)&dataType=JSON").text == Self.noData)
    }

    @Test("A base more than three days old answers code 10 with KMA's message")
    func oldBase() throws {
        let server = try Self.server()
        defer { server.stop() }
        let old = try Self.get(server, Self.village, "base_date=20241206&base_time=2300&nx=60&ny=127&dataType=JSON")
        #expect(old.status == 200)
        #expect(old.text == #"{"response":{"header":{"resultCode":"10","resultMsg":"최근 3일 간의 자료만 제공합니다."}}}"#)
        #expect(try Self.villageItems(server, base: "base_date=20241207&base_time=0200").count > 800)
    }

    @Test(
        "Missing parameters answer 11, malformed ones 10",
        arguments: [
            ("base_time=1400&nx=60&ny=127", "11"), ("base_date=20241210&nx=60&ny=127", "11"),
            ("base_date=20241210&base_time=1400&ny=127", "11"), ("base_date=2024121&base_time=1400&nx=60&ny=127", "10"),
            ("base_date=20241310&base_time=1400&nx=60&ny=127", "10"),
            ("base_date=20241131&base_time=1400&nx=60&ny=127", "10"),
            ("base_date=20241210&base_time=14&nx=60&ny=127", "10"),
            ("base_date=20241210&base_time=1400&nx=x&ny=127", "10"),
            ("base_date=20241210&base_time=1400&nx=60&ny=127&numOfRows=0", "10"),
        ]
    )
    func parameters(parameters: String, code: String) throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try Self.get(server, Self.village, parameters + "&dataType=JSON")
        #expect(try response.decode(Envelope<ForecastItem>.self).response.header.resultCode == code)
    }

    @Test("Pages of numOfRows rows; a page past the last has no data")
    func paging() throws {
        let server = try Self.server()
        defer { server.stop() }
        let all = try Self.villageItems(server)
        let base = "base_date=20241210&base_time=1400&nx=60&ny=127&dataType=JSON"
        let second = try Self.get(server, Self.village, base + "&numOfRows=10&pageNo=2").decode(
            Envelope<ForecastItem>.self
        )
        let body = try #require(second.response.body)
        #expect(body.items.item == Array(all[10..<20]))
        #expect(body.totalCount == all.count && body.pageNo == 2 && body.numOfRows == 10)
        #expect(
            try Self.get(server, Self.village, base).decode(Envelope<ForecastItem>.self).response.body?.items.item.count
                == 10
        )
        #expect(try Self.get(server, Self.village, base + "&numOfRows=1000&pageNo=2").text == Self.noData)
    }

    @Test("Without dataType=JSON the answer is the same envelope in XML")
    func xml() throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try Self.get(server, Self.nowcast, "base_date=20241210&base_time=1400&nx=60&ny=127")
        #expect(response.header("Content-Type") == "text/xml;charset=UTF-8")
        #expect(
            response.text.contains(
                "<response><header><resultCode>00</resultCode><resultMsg>NORMAL_SERVICE</resultMsg></header>"
            )
        )
        #expect(
            response.text.contains(
                "<items><item><baseDate>20241210</baseDate><baseTime>1400</baseTime><category>PTY</category>"
            )
        )
    }

    @Test("getUltraSrtNcst: eight observations at the base, obsrValue strings, nx/ny numbers")
    func nowcastShape() throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try Self.get(
            server,
            Self.nowcast,
            "base_date=20241210&base_time=1400&nx=60&ny=127&numOfRows=1000&dataType=JSON"
        )
        let items = try #require(try response.decode(Envelope<Observation>.self).response.body?.items.item)
        #expect(items.map(\.category) == ["PTY", "REH", "RN1", "T1H", "UUU", "VEC", "VVV", "WSD"])
        #expect(items.allSatisfy { $0.baseDate == "20241210" && $0.baseTime == "1400" && $0.nx == 60 })
        let values = Dictionary(uniqueKeysWithValues: items.map { ($0.category, $0.obsrValue) })
        #expect(try #require(values["T1H"]).contains("."))
        #expect(Double(try #require(values["RN1"])) != nil)
        // The observed temperature agrees with the forecast of the same hour.
        let forecast = try Self.villageItems(server, base: "base_date=20241210&base_time=1100")
        let hour = try #require(forecast.first { $0.category == "TMP" && $0.fcstTime == "1400" })
        #expect(abs(Double(try #require(values["T1H"]))! - Double(hour.fcstValue)!) <= 0.5)
    }

    @Test("getUltraSrtFcst: six hours from HH+1 for each of ten categories, grouped by category")
    func ultraShortShape() throws {
        let server = try Self.server()
        defer { server.stop() }
        let response = try Self.get(
            server,
            Self.ultraShort,
            "base_date=20241210&base_time=1330&nx=60&ny=127&numOfRows=1000&dataType=JSON"
        )
        let items = try #require(try response.decode(Envelope<ForecastItem>.self).response.body?.items.item)
        #expect(items.count == 60)
        #expect(
            items.map(\.category)
                == ["LGT", "PTY", "RN1", "SKY", "T1H", "REH", "UUU", "VVV", "VEC", "WSD"]
                .flatMap { Array(repeating: $0, count: 6) }
        )
        #expect(items.prefix(6).map(\.fcstTime) == ["1400", "1500", "1600", "1700", "1800", "1900"])
        #expect(items.allSatisfy { $0.baseTime == "1330" })
    }

    @Test("The key must match after one percent-decoding; otherwise the gateway's XML error with HTTP 200")
    func keyCheck() throws {
        let server = try Self.server()
        defer { server.stop() }
        let parameters = "base_date=20241210&base_time=1400&nx=60&ny=127&dataType=JSON"
        let unregistered =
            "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg>"
            + "<returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode>"
            + "</cmmMsgHeader></OpenAPI_ServiceResponse>"
        for key in ["wrong-key", Self.key, Loopback.encode(Loopback.encode(Self.key)), ""] {
            let response = try Self.get(server, Self.village, parameters, key: key)
            #expect(response.status == 200)
            #expect(response.text == unregistered)
            #expect(response.header("Content-Type") == "text/xml;charset=UTF-8")
        }
        let missing = try Loopback.get(server, Self.uv + "?areaNo=1100000000&time=2024121014&dataType=JSON")
        #expect(missing.text == unregistered)
        #expect(try Self.get(server, Self.village, parameters).text.contains(#""resultCode":"00""#))
    }

    @Test("getUVIdxV4: the latest 06/18 bulletin, h0…h75 as strings, empty at night")
    func uvShape() throws {
        struct Item: Decodable {
            var code: String
            var areaNo: String
            var date: String
        }
        let server = try Self.server(now: Self.kst(2024, 7, 10, 14, 30))
        defer { server.stop() }
        let response = try Self.get(server, Self.uv, "areaNo=1100000000&time=2024071014&dataType=JSON")
        let item = try #require(try response.decode(Envelope<Item>.self).response.body?.items.item.first)
        #expect(item.areaNo == "1100000000")
        #expect(item.date == "2024071006")
        let slots = try #require(try response.decode(Envelope<[String: String]>.self).response.body?.items.item.first)
        #expect(slots.count == 3 + 26)
        // From 06 h: h0 06, h3 09, h6 12, h9 15, h12 18 (night), … h66 12 h two days on, h75 unpublished.
        #expect(Int(try #require(slots["h6"]))! >= 8)
        #expect(Int(try #require(slots["h0"]))! < Int(slots["h6"]!)!)
        #expect(slots["h12"] == "" && slots["h18"] == "" && slots["h75"] == "")
        #expect(Int(try #require(slots["h54"])) != nil)
        let evening = try Self.get(server, Self.uv, "areaNo=1100000000&time=2024070923&dataType=JSON")
        #expect(try evening.decode(Envelope<Item>.self).response.body?.items.item.first?.date == "2024070918")
        #expect(try Self.get(server, Self.uv, "areaNo=1100000000&time=2024071015&dataType=JSON").text == Self.noData)
        #expect(
            try Self.get(server, Self.uv, "areaNo=11000&time=2024071014&dataType=JSON")
                .decode(Envelope<Item>.self).response.header.resultCode == "10"
        )
    }

    @Test("Generic faults apply to the portal routes, in the portal's formats")
    func faults() throws {
        let server = try Self.server(faults: [
            "kma-village:page=2:status=500", "kma-nowcast:quota", "kma-uv:status=403", "kma-ultra-short:wrong-types",
        ])
        defer { server.stop() }
        let base = "base_date=20241210&base_time=1400&nx=60&ny=127&dataType=JSON&numOfRows=10"
        #expect(try Self.get(server, Self.village, base + "&pageNo=1").status == 200)
        let failed = try Self.get(server, Self.village, base + "&pageNo=2")
        #expect(failed.status == 500)
        #expect(
            failed.text.contains("<returnAuthMsg>HTTP_ERROR</returnAuthMsg><returnReasonCode>04</returnReasonCode>")
        )
        let quota = try Self.get(server, Self.nowcast, base)
        #expect(quota.status == 200)
        #expect(quota.text.contains("LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR"))
        let forbidden = try Self.get(server, Self.uv, "areaNo=1100000000&time=2024121014&dataType=JSON")
        #expect(forbidden.status == 403)
        #expect(
            forbidden.text.hasPrefix(
                #"{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"errMsg":"SERVICE_KEY_IS_NOT_REGISTERED_ERROR""#
            )
        )
        let wrong = try Self.get(
            server,
            Self.ultraShort,
            "base_date=20241210&base_time=1330&nx=60&ny=127&dataType=JSON"
        )
        #expect(throws: (any Error).self) { try wrong.decode(Envelope<ForecastItem>.self) }
    }

    @Test(
        "error=portal-… answers each documented portal error on the forecast and UV routes too",
        arguments: DocumentedUpstreamError.portalCases
    )
    func documentedErrors(_ error: DocumentedUpstreamError) throws {
        let server = try Self.server(faults: ["kma-village:error=\(error.rawValue)", "kma-uv:error=\(error.rawValue)"])
        defer { server.stop() }
        for response in [
            try Self.get(server, Self.village, "base_date=20241210&base_time=1400&nx=60&ny=127&dataType=JSON"),
            try Self.get(server, Self.uv, "areaNo=1100000000&time=2024121014&dataType=JSON"),
        ] {
            #expect(response.status == error.status)
            let code = String(error.rawValue.dropFirst("portal-".count))
            switch response.status {
            case 401: #expect(response.text == "Unauthorized")
            case 403: #expect(response.text.contains(#""returnReasonCode":"30""#))
            case _ where code.allSatisfy(\.isNumber):
                #expect(try response.decode(Envelope<ForecastItem>.self).response.header.resultCode == code)
                #expect(response.header("Content-Type") == "application/json;charset=UTF-8")
            default:
                #expect(response.text.hasPrefix("<OpenAPI_ServiceResponse>"))
                #expect(response.header("Content-Type") == "text/xml;charset=UTF-8")
            }
        }
    }

    @Test(
        "Status faults take the gateway's forms: 401 plain text, 403 JSON, 500 XML code 04, others a web page; rate is the daily quota",
        arguments: [
            ("status=401", 401, "Unauthorized"), ("status=403", 403, #""returnReasonCode":"30""#),
            ("status=500", 500, "<returnReasonCode>04</returnReasonCode>"), ("status=503", 503, "<title>503 "),
            ("rate", 200, "<returnReasonCode>22</returnReasonCode>"),
        ]
    )
    func statusForms(fault: String, status: Int, fragment: String) throws {
        let server = try Self.server(faults: ["kma-nowcast:\(fault)", "airkorea-dong:\(fault)"])
        defer { server.stop() }
        let kma = try Self.get(server, Self.nowcast, "base_date=20241210&base_time=1400&nx=60&ny=127&dataType=JSON")
        let airKorea = try Self.get(server, "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt", "umdName=x&returnType=json")
        for response in [kma, airKorea] {
            #expect(response.status == status)
            #expect(response.text.contains(fragment))
        }
    }
}
