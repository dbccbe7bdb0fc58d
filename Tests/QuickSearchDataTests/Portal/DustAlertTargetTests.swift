import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// AirKorea's fine-dust alerts read defensively: each field checked, hostile rows left out.
@Suite("AirKorea fine-dust alert decoding")
struct DustAlertTargetTests {
    static let requestedAt = AirKoreaDataTime.parse("2026-11-26 14:20")!

    static func row(_ fields: [String: String?]) -> String {
        var all: [String: String?] = [
            "sn": "1", "dataDate": "2026-11-26", "districtName": "서울", "moveName": "동남권", "itemCode": "PM10",
            "issueGbn": "주의보", "issueDate": "2026-11-26", "issueTime": "10:00", "issueVal": "168", "clearDate": nil,
            "clearTime": nil, "clearVal": "",
        ]
        all.merge(fields) { $1 }
        let members = all.sorted { $0.key < $1.key }.map { key, value in
            "\"\(key)\":" + (value.map { "\"\($0)\"" } ?? "null")
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    static func decode(_ rows: [String]) throws -> DustAlertList {
        let body =
            #"{"response":{"body":{"totalCount":\#(rows.count),"items":[\#(rows.joined(separator: ","))],"pageNo":1,"numOfRows":1000},"header":{"resultMsg":"NORMAL_CODE","resultCode":"00"}}}"#
        return try DustAlertTarget(year: 2026, requestedAt: requestedAt)
            .decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
    }

    @Test("an alert in force has no clearing (null or empty); a cleared one its time")
    func fields() throws {
        let list = try Self.decode([
            Self.row([:]),
            Self.row(["clearDate": "2026-11-26", "clearTime": "13:00", "itemCode": "PM25", "issueGbn": "경보"]),
            Self.row(["clearDate": "", "clearTime": "-"]),
        ])
        #expect(list.leftOut == 0)
        #expect(list.rows.count == 3)
        #expect(
            list.rows[0]
                == DistrictDustAlert(
                    pollutant: .pm10,
                    level: .advisory,
                    province: .seoul,
                    area: "동남권",
                    issuedAt: AirKoreaDataTime.parse("2026-11-26 10:00")!,
                    clearedAt: nil,
                    value: 168
                )
        )
        #expect(list.rows[1].level == .warning && list.rows[1].pollutant == .pm25)
        #expect(list.rows[1].clearedAt == AirKoreaDataTime.parse("2026-11-26 13:00"))
        #expect(list.rows[2].clearedAt == nil)
    }

    @Test(
        "a row with a field not in AirKorea's form is left out and counted",
        arguments: [
            ["districtName": "평양"], ["districtName": nil], ["moveName": ""], ["itemCode": "O3"], ["issueGbn": "예비특보"],
            ["issueGbn": "특보"], ["issueDate": "2026/11/26"], ["issueTime": "10시"], ["issueTime": "25:00"],
            ["issueDate": "2025-11-26"], ["issueDate": "2026-11-27"], ["issueVal": "1e19"], ["issueVal": "-3"],
            ["clearDate": "2026-11-26", "clearTime": "09:00"], ["clearDate": "2026-11-26", "clearTime": nil],
            ["moveName": "\u{1B}[2J"],
        ] as [[String: String?]]
    )
    func hostile(_ fields: [String: String?]) throws {
        let list = try Self.decode([Self.row(fields), Self.row([:])])
        #expect(list.rows.count == 1)
        #expect(list.leftOut == 1)
    }

    @Test("a clearing written as its own row (해제) is no alert and not counted")
    func clearingRow() throws {
        let list = try Self.decode([Self.row(["issueGbn": "해제"])])
        #expect(list.rows.isEmpty && list.leftOut == 0)
    }
}
