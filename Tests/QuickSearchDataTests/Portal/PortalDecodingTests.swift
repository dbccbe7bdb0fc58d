import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The portal envelope in its shapes, and AirKorea's items read defensively.
@Suite("Portal and AirKorea decoding")
struct PortalDecodingTests {
    static let requestedAt = AirKoreaDataTime.parse("2026-11-26 14:20")!

    private struct Row: Decodable, Equatable {
        var name: String
    }

    private static func envelope(_ json: String) throws -> PortalEnvelope<Row> {
        try PortalErrorReading.envelope(
            Row.self,
            from: HTTPResponse(status: 200, body: Data(json.utf8)),
            source: "test"
        )
    }

    private static func answer(_ items: String) -> String {
        #"{"response":{"body":{"totalCount":1,"items":\#(items),"pageNo":1,"numOfRows":10},"header":{"resultMsg":"NORMAL_CODE","resultCode":"00"}}}"#
    }

    @Test("items as AirKorea's bare array, KMA's {item: [...]}, a single item, an empty string, or absent")
    func shapes() throws {
        #expect(
            try Self.envelope(Self.answer(#"[{"name":"a"},{"name":"b"}]"#)).items == [Row(name: "a"), Row(name: "b")]
        )
        #expect(try Self.envelope(Self.answer(#"{"item":[{"name":"a"}]}"#)).items == [Row(name: "a")])
        #expect(try Self.envelope(Self.answer(#"{"item":{"name":"a"}}"#)).items == [Row(name: "a")])
        #expect(try Self.envelope(Self.answer(#""""#)).items.isEmpty)
        #expect(
            try Self.envelope(
                #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_CODE"},"body":{"totalCount":0}}}"#
            ).items.isEmpty
        )
        #expect(try Self.envelope(Self.answer("[]")).totalCount == 1)
    }

    @Test("a wrong item names its coding path")
    func codingPath() {
        let failure = #expect(throws: SourceFailure.self) {
            _ = try Self.envelope(Self.answer(#"[{"name":"a"},{"name":7}]"#))
        }
        #expect(failure?.kind == .invalidResponse)
        #expect(failure?.message.contains("[1].name") == true)
    }

    @Test(
        "forms read before decoding: XML, 403 JSON, 401 text, result codes",
        arguments: [
            (
                200,
                "<OpenAPI_ServiceResponse><cmmMsgHeader><errMsg>SERVICE ERROR</errMsg><returnAuthMsg>SERVICE_KEY_IS_NOT_REGISTERED_ERROR</returnAuthMsg><returnReasonCode>30</returnReasonCode></cmmMsgHeader></OpenAPI_ServiceResponse>",
                SourceFailure.Kind.authentication
            ),
            (
                200,
                "  \n<OpenAPI_ServiceResponse><cmmMsgHeader><returnAuthMsg>LIMITED_NUMBER_OF_SERVICE_REQUESTS_EXCEEDS_ERROR</returnAuthMsg></cmmMsgHeader></OpenAPI_ServiceResponse>",
                .rateLimited
            ),
            (
                403,
                #"{"OpenAPI_ServiceResponse":{"cmmMsgHeader":{"errMsg":"SERVICE_KEY_IS_NOT_REGISTERED_ERROR","returnAuthMsg":"등록되지 않은 서비스키","returnReasonCode":"30"}}}"#,
                .authentication
            ),
            (401, "Unauthorized", .authentication),
            (200, #"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}"#, .noData),
            (200, #"{"response":{"header":{"resultCode":"22","resultMsg":"LIMITED"}}}"#, .rateLimited),
            (
                200, #"{"response":{"header":{"resultCode":"11","resultMsg":"x"},"body":{"items":"broken"}}}"#,
                .badRequest
            ),
            (200, #"{"response":{"header":{"resultCode":"\u001b[31m9999999","resultMsg":"x"}}}"#, .invalidResponse),
            (200, #"{"response":{"header":{"resultCode":"77","resultMsg":"x"}}}"#, .unavailable),
            (200, "<response><header><resultCode>05</resultCode></header></response>", .unavailable),
        ]
    )
    func errorForms(_ status: Int, _ body: String, _ kind: SourceFailure.Kind) {
        let failure = #expect(throws: SourceFailure.self) {
            _ = try PortalErrorReading.envelope(
                Row.self,
                from: HTTPResponse(status: status, body: Data(body.utf8)),
                source: "test"
            )
        }
        #expect(failure?.kind == kind)
        #expect(failure?.message.contains("\u{1B}") == false)
        #expect(failure?.message.contains("등록되지") == false)
    }

    private static func readings(_ fields: String, requestedAt: Date = requestedAt) throws -> StationReadings {
        let body = answer("[{\(fields)}]")
        return try StationReadingsTarget(stationName: "중구", requestedAt: requestedAt)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value.latest
    }

    @Test("values: grades by the official thresholds, AirKorea's codes for KHAI, O3, NO2")
    func values() throws {
        let readings = try Self.readings(
            #""dataTime":"2026-11-26 14:00","pm10Value":"31","pm25Value":"15","pm10Value24":"151","pm25Value24":"76","khaiValue":"88","khaiGrade":"2","o3Value":"0.041","o3Grade":"2","no2Value":0.012,"no2Grade":"1""#
        )
        #expect(readings.pm10 == DustMeasurement(value: 31, grade: .moderate, unavailableReason: nil))
        #expect(readings.pm25.grade == .good)
        #expect(readings.pm10Daily.grade == .veryBad)
        #expect(readings.pm25Daily.grade == .veryBad)
        #expect(readings.khai == DustMeasurement(value: 88, grade: .moderate, unavailableReason: nil))
        #expect(readings.ozone.value == 0.041)
        #expect(readings.nitrogenDioxide.value == 0.012)
        #expect(readings.measuredAt == AirKoreaDataTime.parse("2026-11-26 14:00"))
    }

    @Test(
        "hostile values are unavailable, never a crash",
        arguments: [
            #""1e19""#, #""NaN""#, #""-5""#, #""inf""#, #""12345678901234567890""#, "1e19", #""3.4.5""#, #""9999""#,
            "null", "[]", #""0x1F""#, #""4.2e1""#, #""1.""#, #"".5""#, #""٣١""#,
        ]
    )
    func hostile(_ value: String) throws {
        let readings = try Self.readings(#""dataTime":"2026-11-26 14:00","pm10Value":\#(value),"pm25Value":"-""#)
        #expect(readings.pm10.value == nil)
        #expect(readings.pm10.grade == nil)
        #expect(readings.pm25 == .unavailable("측정값 없음"))
    }

    @Test("a flag makes a value unavailable with the flag as the reason; escapes are stripped")
    func flags() throws {
        let readings = try Self.readings(
            #""dataTime":"2026-11-26 14:00","pm10Value":"40","pm10Flag":"점검및교정","pm25Value":"20","pm25Flag":"\u001b[2J통신장애""#
        )
        #expect(readings.pm10 == .unavailable("점검및교정"))
        #expect(readings.pm25 == .unavailable("통신장애"))
    }

    @Test("24:00 is the next day's midnight; the newest item wins; no readable time is no data")
    func dataTimes() throws {
        let midnight = try Self.readings(
            #""dataTime":"2026-11-26 24:00","pm10Value":"40""#,
            requestedAt: AirKoreaDataTime.parse("2026-11-27 00:20")!
        )
        #expect(midnight.measuredAt == AirKoreaDataTime.parse("2026-11-27 00:00"))
        let body = Self.answer(
            #"[{"dataTime":"2026-11-26 12:00","pm10Value":"1"},{"dataTime":"2026-11-26 13:00","pm10Value":"2"}]"#
        )
        let newest = try StationReadingsTarget(stationName: "중구", requestedAt: Self.requestedAt)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value.latest
        #expect(newest.pm10.value == 2)
        let failure = #expect(throws: SourceFailure.self) {
            _ = try Self.readings(#""dataTime":"yesterday","pm10Value":"40""#)
        }
        #expect(failure?.kind == .noData)
    }

    @Test(
        "readings far from the clock are not current: a day old, or more than 15 minutes ahead; the newest current wins",
        arguments: ["2026-11-25 14:00", "2026-11-26 14:40", "2027-11-26 14:00", "2999-12-31 24:00"]
    )
    func notCurrent(_ dataTime: String) throws {
        let failure = #expect(throws: SourceFailure.self) {
            _ = try Self.readings(#""dataTime":"\#(dataTime)","pm10Value":"40""#)
        }
        #expect(failure?.kind == .noData)
        #expect(failure?.message.contains("has published no current readings") == true)
        let body = Self.answer(
            #"[{"dataTime":"\#(dataTime)","pm10Value":"1"},{"dataTime":"2026-11-25 14:30","pm10Value":"2"}]"#
        )
        let current = try StationReadingsTarget(stationName: "중구", requestedAt: Self.requestedAt)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value.latest
        #expect(current.pm10.value == 2, "a day less ten minutes old, and the only current one")
    }

    @Test("the nation leaves out stations whose readings are not current; none current is no data")
    func provinceNotCurrent() throws {
        let target = ProvinceReadingsTarget(sido: "전국", requestedAt: Self.requestedAt)
        let body = Self.answer(
            #"[{"sidoName":"서울","stationName":"중구","dataTime":"2026-11-26 14:00","pm10Value":"30"},{"sidoName":"부산","stationName":"광복동","dataTime":"9999-12-31 24:00","pm10Value":"1"},{"sidoName":"대구","stationName":"수창동","dataTime":"2026-11-20 14:00","pm10Value":"2"}]"#
        )
        let stations = try target.decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
        #expect(stations.map(\.readings.stationName) == ["중구"])
        let stale = Self.answer(
            #"[{"sidoName":"대구","stationName":"수창동","dataTime":"2026-11-20 14:00","pm10Value":"2"}]"#
        )
        let failure = #expect(throws: SourceFailure.self) {
            _ = try target.decode(HTTPResponse(status: 200, body: Data(stale.utf8)))
        }
        #expect(failure?.message.contains("no current station readings") == true)
    }

    @Test("readings expire at data time + 1 h + 15 min, or 10 min from now when that has passed")
    func expiry() throws {
        let body = Data(Self.answer(#"[{"dataTime":"2026-11-26 14:00","pm10Value":"40"}]"#).utf8)
        let dataTime = AirKoreaDataTime.parse("2026-11-26 14:00")!
        let fresh = try StationReadingsTarget(stationName: "중구", requestedAt: Self.requestedAt).decode(
            HTTPResponse(status: 200, body: body)
        )
        #expect(fresh.expiresAt == dataTime.addingTimeInterval(75 * 60))
        let lateRequest = dataTime.addingTimeInterval(80 * 60)
        let late = try StationReadingsTarget(stationName: "중구", requestedAt: lateRequest).decode(
            HTTPResponse(status: 200, body: body)
        )
        #expect(late.expiresAt == lateRequest.addingTimeInterval(10 * 60))
        let future = AirKoreaPublication.expiry(dataTime: dataTime.addingTimeInterval(86_400 * 365), now: dataTime)
        #expect(future == dataTime.addingTimeInterval(75 * 60))
    }

    @Test("nearby stations: tm as a number or a string, hostile distances and names dropped, nearest first")
    func nearby() throws {
        let body = Self.answer(
            #"[{"stationName":"b","tm":"2.5"},{"stationName":"a","tm":0.7},{"stationName":"c","tm":1e19},{"stationName":"d","tm":"-1"},{"stationName":"\u001b[31m","tm":"1"}]"#
        )
        let stations = try NearbyStationsTarget(point: PlaneCoordinate(x: 0, y: 0)).decode(
            HTTPResponse(status: 200, body: Data(body.utf8))
        ).value
        #expect(stations == [NearbyStation(name: "a", distance: 0.7), NearbyStation(name: "b", distance: 2.5)])
    }

    @Test("dong coordinates: points outside Korea or unreadable are dropped")
    func dongs() throws {
        let body = Self.answer(
            #"[{"sidoName":"서울특별시","sggName":"종로구","umdName":"혜화동","tmX":"200089.126044","tmY":"453946.42329"},{"sidoName":"x","sggName":"y","umdName":"z","tmX":"9000000","tmY":"1"},{"sidoName":"x","sggName":"y","umdName":"w","tmX":"NaN","tmY":"1"}]"#
        )
        let candidates = try DongCoordinatesTarget(dongName: "혜화동").decode(
            HTTPResponse(status: 200, body: Data(body.utf8))
        ).value
        #expect(candidates.map(\.address) == ["서울특별시 종로구 혜화동"])
        #expect(candidates.first?.name == "혜화동")
    }
}
