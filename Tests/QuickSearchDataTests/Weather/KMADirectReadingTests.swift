import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// `KMAForecastTarget.readDirectly`: the forecast answers it reads give what the envelope's
/// reading gives (rows, notes, failures, expiry), and every other answer is left to that reading.
@Suite("KMA forecasts read straight from their JSON")
struct KMADirectReadingTests {
    static let afternoon = KMAFixtures.kst(14, 20)
    static let villageBase = ForecastBase(issuedAt: KMAFixtures.kst(14, 0))

    static func target(
        _ operation: ForecastOperation,
        grid: ForecastGridPoint = KMAFixtures.seoulGrid
    )
        -> KMAForecastTarget
    {
        let base = operation == .villageForecast ? villageBase : operation.latestBase(at: afternoon)
        return KMAForecastTarget(operation: operation, base: base, grid: grid, requestedAt: afternoon)
    }

    /// The envelope's reading of `response`: its rows and expiry, or its failure's kind and message.
    static func throughEnvelope(_ target: KMAForecastTarget, _ response: HTTPResponse) -> Outcome {
        Outcome {
            try target.output(
                from: PortalErrorReading.envelope(
                    KMAForecastTarget.Item.self,
                    from: response,
                    source: target.answerName
                )
            )
        }
    }

    /// What a reading gave, comparable.
    enum Outcome: Equatable {
        case read(KMAForecastRows, expiresAt: Date?)
        case failed(String, String)
        case declined

        init(_ reading: () throws -> Decoded<KMAForecastRows>?) {
            do {
                if let decoded = try reading() {
                    self = .read(decoded.value, expiresAt: decoded.expiresAt)
                } else {
                    self = .declined
                }
            } catch let failure as SourceFailure {
                self = .failed(failure.kind.rawValue, failure.message)
            } catch {
                self = .failed("error", "\(error)")
            }
        }
    }

    /// The mock's answer to `target`'s request, as it came.
    static func answer(_ upstreams: PortalUpstreams, _ target: KMAForecastTarget) async throws -> HTTPResponse {
        var components = URLComponents(string: upstreams.server.baseURL + target.path)!
        components.percentEncodedQueryItems = ([("serviceKey", MockCredentials.dataGoKrKey)] + target.queryItems)
            .map { URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics)) }
        return try await CurlHTTPClient(userAgent: "QuickSearchDataTests")
            .send(QuickSearchData.HTTPRequest(method: "GET", url: components.url!))
    }

    static func body(_ rows: [String], items: (String) -> String = { #"{"item":[\#($0)]}"# }) -> HTTPResponse {
        let text =
            #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"dataType":"JSON","items":"#
            + items(rows.joined(separator: ",")) + #","pageNo":1,"numOfRows":1000,"totalCount":\#(rows.count)}}}"#
        return HTTPResponse(status: 200, body: Data(text.utf8))
    }

    static func row(
        _ category: String = "TMP",
        _ value: String = #""12""#,
        date: String = #""20261126""#,
        time: String = #""1500""#,
        nx: String = "60",
        ny: String = "127",
        baseDate: String = #""20261126""#,
        baseTime: String = #""1400""#
    ) -> String {
        #"{"baseDate":\#(baseDate),"baseTime":\#(baseTime),"category":"\#(category)","fcstDate":\#(date),"fcstTime":\#(time),"fcstValue":\#(value),"obsrValue":\#(value),"nx":\#(nx),"ny":\#(ny)}"#
    }

    @Test(
        "the mock's answers for every operation and several cells: read directly, the same as through the envelope",
        arguments: [ForecastOperation.villageForecast, .nowcast, .ultraShortForecast]
    )
    func mockAnswers(_ operation: ForecastOperation) async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        for grid in [KMAFixtures.seoulGrid, ForecastGridPoint(x: 98, y: 76), ForecastGridPoint(x: 1, y: 1)] {
            let target = Self.target(operation, grid: grid)
            let response = try await Self.answer(upstreams, target)
            let direct = Outcome { try target.readDirectly(response) }
            #expect(direct != .declined, "grid \(grid.x),\(grid.y): the mock's answer is read directly")
            #expect(direct == Self.throughEnvelope(target, response), "grid \(grid.x),\(grid.y)")
        }
    }

    @Test("rows in every form the envelope reads: the same rows, notes and failures")
    func sameReadings() throws {
        let cases: [(String, [String])] = [
            (
                "kept, sentinels, unpublished forms",
                [Self.row(), Self.row("VEC", #""-999""#), Self.row("TMP", #""0x1F""#)]
            ),
            ("values as numbers", [Self.row("TMP", "12"), Self.row("REH", "55"), Self.row("WSD", "-3")]),
            ("grid indices as strings", [Self.row(nx: #""60""#, ny: #""127""#), Self.row(nx: #"" 60""#)]),
            ("grid indices written otherwise", [Self.row(nx: #""60.0""#), Self.row(nx: "61"), Self.row(ny: "true")]),
            ("another cell or base", [Self.row(nx: "61"), Self.row(baseTime: #""1100""#)]),
            ("bases as numbers and non-ASCII", [Self.row(baseDate: "20261126"), Self.row(baseTime: #""１４００""#)]),
            ("dates and times not real", [Self.row(date: #""20261131""#), Self.row(time: #""2400""#)]),
            ("times as numbers, off the hour", [Self.row(time: "1500"), Self.row(time: #""1530""#)]),
            ("categories not read", [Self.row("tmp"), Self.row("TMPX"), Self.row("가나다")]),
            ("missing fields", [#"{"category":"TMP","nx":60,"ny":127}"#, Self.row()]),
            ("fields of other kinds", [Self.row("TMP", "null"), Self.row(date: "{}"), Self.row(nx: "[60]")]),
            ("a value past the longest", [Self.row("PCP", "\"" + String(repeating: "1", count: 80) + "\"")]),
            ("a day of temperatures", (0..<24).map { Self.row(time: "\"\($0 < 10 ? "0" : "")\($0)00\"") }),
            ("nothing readable", [Self.row("TMP", #""-999""#)]),
            ("no rows", []),
        ]
        for operation in [ForecastOperation.villageForecast, .nowcast] {
            let target = Self.target(operation)
            for (name, rows) in cases {
                let response = Self.body(rows)
                let direct = Outcome { try target.readDirectly(response) }
                #expect(direct != .declined, "\(name)")
                #expect(direct == Self.throughEnvelope(target, response), "\(name)")
                #expect(Outcome { try target.decode(response) } == direct, "\(name)")
            }
        }
    }

    @Test("what the direct reading leaves to the envelope's is still read the same by decode")
    func declined() throws {
        let escaped = Self.row("TMP", #""1\u0032""#)
        let cases: [(String, HTTPResponse)] = [
            ("an escape in a field", Self.body([escaped])),
            ("a field named twice", Self.body([#"{"category":"TMP","category":"REH","fcstValue":"1"}"#])),
            ("a number with a fraction", Self.body([Self.row(nx: "60.0")])),
            ("a number past 2^53", Self.body([Self.row(nx: "9007199254740993")])),
            ("zero", Self.body([Self.row(nx: "0")])),
            ("a row that is not an object", Self.body([Self.row(), "[1]"])),
            ("one object as items", Self.body([Self.row()]) { #"{"item":\#($0)}"# }),
            ("an empty text as items", Self.body([]) { _ in #""""# }),
            ("a bare list as items", Self.body([Self.row()]) { "[\($0)]" }),
            (
                "an error code",
                HTTPResponse(
                    status: 200,
                    body: Data(#"{"response":{"header":{"resultCode":"03","resultMsg":"NO_DATA"}}}"#.utf8)
                )
            ),
            (
                "a number as the code",
                HTTPResponse(status: 200, body: Data(#"{"response":{"header":{"resultCode":0}}}"#.utf8))
            ),
            ("XML", HTTPResponse(status: 200, body: Data("<OpenAPI_ServiceResponse/>".utf8))),
            ("another status", HTTPResponse(status: 500, body: Self.body([Self.row()]).body)),
            ("not JSON", HTTPResponse(status: 200, body: Data(#"{"response":"#.utf8))),
            ("more rows than asked", Self.body(Array(repeating: Self.row(), count: KMAForecastTarget.shortRows + 1))),
        ]
        let target = Self.target(.nowcast)
        for (name, response) in cases {
            if name == "a bare list as items" {
                // A list of rows in place of `{"item": …}` is read directly too, the same.
                let direct = Outcome { try target.readDirectly(response) }
                #expect(direct != .declined && direct == Self.throughEnvelope(target, response), "\(name)")
                continue
            }
            #expect(Outcome { try target.readDirectly(response) } == .declined, "\(name)")
            #expect(Outcome { try target.decode(response) } == Self.throughEnvelope(target, response), "\(name)")
        }
    }

    @Test("escaped names, other members, spaces and the edges of whole numbers: read directly, the same")
    func edgesReadDirectly() throws {
        let plainRow = Self.row()
        let escapedNames = plainRow.replacingOccurrences(of: #""category""#, with: #""cat\u0065gory""#)
        func envelope(_ body: String) -> HTTPResponse { HTTPResponse(status: 200, body: Data(body.utf8)) }
        let cases: [(String, HTTPResponse)] = [
            ("an escaped field name", Self.body([escapedNames])),
            ("an escaped item name", Self.body([plainRow]) { #"{"it\u0065m":[\#($0)],"other":1}"# }),
            (
                "members the reading does not read, named twice or unreadable",
                envelope(
                    #"{"response":{"header":{"resultCode":"00","resultMsg":"A","resultMsg":"B"},"body":{"items":{"item":[\#(plainRow)]},"totalCount":1.5}}}"#
                )
            ),
            (
                "spaces before the answer",
                envelope("  \n" + String(decoding: Self.body([plainRow]).body, as: UTF8.self))
            ),
            (
                "a byte-order mark before the answer",
                envelope("\u{FEFF}" + String(decoding: Self.body([plainRow]).body, as: UTF8.self))
            ),
            (
                "whole numbers at 2^53",
                Self.body([Self.row("TMP", "9007199254740992"), Self.row("WSD", "-9007199254740992")])
            ),
            ("exactly the rows asked", Self.body(Array(repeating: plainRow, count: KMAForecastTarget.shortRows))),
        ]
        let target = Self.target(.nowcast)
        for (name, response) in cases {
            let direct = Outcome { try target.readDirectly(response) }
            #expect(direct != .declined, "\(name)")
            #expect(direct == Self.throughEnvelope(target, response), "\(name)")
        }
    }

    @Test("envelopes of other shapes are left to the envelope's reading, and read the same by decode")
    func otherEnvelopes() throws {
        let row = Self.row()
        func envelope(_ body: String) -> HTTPResponse { HTTPResponse(status: 200, body: Data(body.utf8)) }
        let cases = [
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":null}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":{"items":null}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":{"items":{}}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":null}}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[\#(row)],"item":[]}}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00"},"body":{"items":[],"items":[\#(row)]}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"00","resultCode":"00"},"body":{"items":[\#(row)]}}}"#),
            envelope(#"{"response":{"header":{"resultCode":"0\u0030"},"body":{"items":[\#(row)]}}}"#),
            Self.body([Self.row(nx: "-0")]),
            Self.body([Self.row(nx: "1e2")]),
        ]
        let target = Self.target(.villageForecast)
        for (index, response) in cases.enumerated() {
            #expect(Outcome { try target.readDirectly(response) } == .declined, "case \(index)")
            #expect(Outcome { try target.decode(response) } == Self.throughEnvelope(target, response), "case \(index)")
        }
    }

    @Test("a field's place in the list of fields is the one the tape's look-up gives it")
    func fieldPositions() {
        for (index, field) in KMAForecastField.allCases.enumerated() {
            #expect(field.position == index, "\(field)")
        }
    }
}
