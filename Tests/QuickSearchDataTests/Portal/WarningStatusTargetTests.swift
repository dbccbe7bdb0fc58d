import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// KMA's warning status read defensively: the prose of `t6` and `t7`, the newest bulletin by
/// time, and each warning dated by the run of bulletins listing it.
@Suite("KMA warning status decoding")
struct WarningStatusTargetTests {
    static let requestedAt = AirKoreaDataTime.parse("2026-11-26 14:20")!

    static func item(_ tmFc: String, t6: String, t7: String = "o 없음", seq: Int = 1) -> String {
        let escaped = { (text: String) in
            text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        }
        return
            #"{"tmFc":\#(tmFc),"tmSeq":\#(seq),"tmEf":"202611261400","t6":"\#(escaped(t6))","t7":"\#(escaped(t7))","other":"o 없음"}"#
    }

    static func decode(_ items: [String]) throws -> WarningStatus {
        let body =
            #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","items":{"item":[\#(items.joined(separator: ","))]},"pageNo":1,"numOfRows":100,"totalCount":\#(items.count)}}}"#
        return try WarningStatusTarget(requestedAt: requestedAt).decode(
            HTTPResponse(status: 200, body: Data(body.utf8))
        )
        .value
    }

    @Test("entries one a line, a wrapped list joined, parenthesised parts split at commas and dots, CRLF ends")
    func lines() {
        let reading = WarningStatusText.warnings(
            "o 건조주의보 : 서울, 경기도(수원, 성남)\r\no 강풍주의보 : 강원도(강릉평지, 동해평지),\r\n   울릉도.독도\r\no 풍랑경보 : 전라남도(거문도.초도)"
        )
        #expect(reading.leftOut == 0)
        #expect(reading.entries.map(\.kind) == [.dryness, .strongWind, .highSeas])
        #expect(reading.entries.map(\.level) == [.advisory, .advisory, .warning])
        #expect(
            reading.entries[0].zones == [
                WarningZone(name: "서울", parts: []), WarningZone(name: "경기도", parts: ["수원", "성남"]),
            ]
        )
        #expect(reading.entries[1].zones.map(\.name) == ["강원도", "울릉도.독도"])
        #expect(reading.entries[2].zones == [WarningZone(name: "전라남도", parts: ["거문도", "초도"])])
        #expect(WarningStatusText.warnings("o 없 음").entries.isEmpty && WarningStatusText.warnings("o 없음").leftOut == 0)
    }

    @Test("preliminary warnings by group, with when they are expected")
    func preliminary() {
        let reading = WarningStatusText.preliminary(
            "(1) 대설 예비특보\no 11월 27일 새벽 : 강원북부산지\n(2) 풍랑 예비특보\no 27일 아침 : 동해중부먼바다"
        )
        #expect(reading.leftOut == 0)
        #expect(reading.entries.map(\.kind) == [.heavySnow, .highSeas])
        #expect(reading.entries.allSatisfy { $0.level == .preliminary })
        #expect(reading.entries.first?.expected == "11월 27일 새벽")
    }

    @Test(
        "lines not in KMA's form are left out and counted, never read as none",
        arguments: [
            "o 강풍주의보 : 서울(종로", "o 강풍주의보 : 서울((종로))", "o 강풍주의보 : 서울(종로)부산", "o 폭설주의보 : 서울",
            "o 강풍 : 서울", "o 강풍주의보 서울", "강풍주의보 : 서울", "o 강풍주의보 : \u{1B}[2J서울", "o 강풍주의보 : ",
            "o 강풍주의보 : " + String(repeating: "가", count: 30), "o 강풍주의보 : 서울, , 부산",
        ]
    )
    func hostileLines(_ text: String) {
        let reading = WarningStatusText.warnings(text)
        #expect(reading.entries.isEmpty)
        #expect(reading.leftOut == 1)
    }

    @Test("the newest bulletin by time and number, numbers as numbers; each warning dated by its unbroken run")
    func newest() throws {
        let status = try Self.decode([
            Self.item("202611261000", t6: "o 건조주의보 : 서울\no 강풍주의보 : 울릉도.독도"),
            Self.item("202611261400", t6: "o 건조주의보 : 서울", seq: 2),
            Self.item("\"202611260600\"", t6: "o 건조주의보 : 서울"),
            Self.item("202611260000", t6: "o 강풍주의보 : 서울"),
            Self.item("202611261400", t6: "o 건조주의보 : 서울, 부산", seq: 1),
        ])
        #expect(status.rows.map(\.zones) == [[WarningZone(name: "서울", parts: [])]])
        #expect(status.rows.first?.issuedAt == AirKoreaDataTime.parse("2026-11-26 06:00"))
    }

    @Test("bulletins after the clock or older than a week are not believed; an unreadable newest is no answer")
    func untrusted() throws {
        let future = #expect(throws: SourceFailure.self) {
            _ = try Self.decode([Self.item("202611261600", t6: "o 건조주의보 : 서울"), Self.item("202611100000", t6: "o 없음")])
        }
        #expect(future?.kind == .invalidResponse)
        let unreadable = #expect(throws: SourceFailure.self) {
            _ = try Self.decode([Self.item("202611261400", t6: "특보 없음 (시스템 점검)")])
        }
        #expect(unreadable?.kind == .invalidResponse)
        #expect(try Self.decode([Self.item("202611261400", t6: "o 없음")]).rows.isEmpty)
        let partly = try Self.decode([Self.item("202611261400", t6: "o 건조주의보 : 서울\no ???")])
        #expect(partly.rows.count == 1 && partly.leftOut == 1)
    }
}
