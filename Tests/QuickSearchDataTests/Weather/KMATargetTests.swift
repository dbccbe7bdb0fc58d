import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// The KMA forecast and UV targets: what they ask, how they read the mock's answers and
/// hostile ones, and how long an answer is kept.
@Suite("KMA targets")
struct KMATargetTests {
    static let afternoon = KMAFixtures.kst(14, 20)

    @Test(
        "getVilageFcst: the request names the base and cell; every readable row decoded as the mock sent it, sentinels left out"
    )
    func village() async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let base = ForecastOperation.villageForecast.latestBase(at: Self.afternoon)
        let target = KMAForecastTarget(
            operation: .villageForecast,
            base: base,
            grid: KMAFixtures.seoulGrid,
            requestedAt: Self.afternoon
        )
        let items = try await upstreams.client().fetch(target).value.items
        let sent = try #require(upstreams.server.requests.first { $0.path == KMAFixtures.villagePath })
        #expect(sent.queryValue("base_date") == "20261126")
        #expect(sent.queryValue("base_time") == "1400")
        #expect(sent.queryValue("nx") == "60" && sent.queryValue("ny") == "127")
        #expect(sent.queryValue("dataType") == "JSON")
        #expect(sent.queryValue("numOfRows") == "1000")
        let raw = try await KMAFixtures.rawRows(
            upstreams,
            KMAFixtures.villagePath,
            [
                ("base_date", "20261126"), ("base_time", "1400"), ("nx", "60"), ("ny", "127"), ("numOfRows", "1000"),
            ]
        )
        #expect(!raw.isEmpty)
        let readable = raw.filter { row in
            let value = Double(row["fcstValue"] as? String ?? "")
            return value.map { $0 > -900 && $0 < 900 } ?? true
        }
        #expect(readable.count < raw.count, "the mock sends some sentinels")
        #expect(items.count == readable.count)
        for (item, row) in zip(items, readable) {
            #expect(item.value == KMAFixtures.value(row["category"], row["fcstValue"]))
            let date = try #require(row["fcstDate"] as? String)
            let time = try #require(row["fcstTime"] as? String)
            #expect(item.time == KMAFixtures.kst(day: Int(date.suffix(2))!, Int(time.prefix(2))!, 0))
        }
        #expect(items.contains { if case .dailyHigh = $0.value { true } else { false } })
        #expect(items.contains { if case .precipitation = $0.value { true } else { false } })
    }

    @Test("getUltraSrtNcst rows are observations at the base; getUltraSrtFcst rows are forecast hours")
    func nowcastAndUltraShort() async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let client = upstreams.client()
        let nowcastBase = ForecastOperation.nowcast.latestBase(at: Self.afternoon)
        let observed = try await client.fetch(
            KMAForecastTarget(
                operation: .nowcast,
                base: nowcastBase,
                grid: KMAFixtures.seoulGrid,
                requestedAt: Self.afternoon
            )
        ).value.items
        #expect(!observed.isEmpty)
        #expect(observed.allSatisfy { $0.time == KMAFixtures.kst(14, 0) })
        let raw = try await KMAFixtures.rawRows(
            upstreams,
            KMAFixtures.nowcastPath,
            [
                ("base_date", "20261126"), ("base_time", "1400"), ("nx", "60"), ("ny", "127"), ("numOfRows", "100"),
            ]
        )
        let readable = raw.filter { Double($0["obsrValue"] as? String ?? "").map { $0 > -900 && $0 < 900 } ?? false }
        #expect(observed.map(\.value) == readable.map { KMAFixtures.value($0["category"], $0["obsrValue"]) })
        let ultraBase = ForecastOperation.ultraShortForecast.latestBase(at: Self.afternoon)
        #expect(ultraBase.baseTime == "1330")
        let forecast = try await client.fetch(
            KMAForecastTarget(
                operation: .ultraShortForecast,
                base: ultraBase,
                grid: KMAFixtures.seoulGrid,
                requestedAt: Self.afternoon
            )
        ).value.items
        #expect(forecast.contains { if case .sky = $0.value { true } else { false } })
        #expect(forecast.allSatisfy { $0.time > KMAFixtures.kst(13, 30) })
        // The raw read above sends no `pageNo`.
        let sent = upstreams.server.requests.filter {
            $0.path.hasPrefix("/1360000/VilageFcstInfoService_2.0/") && $0.queryValue("pageNo") == "1"
        }
        #expect(sent.map { $0.queryValue("numOfRows") } == ["100", "100"])
    }

    @Test("getUVIdxV4: areaNo and the bulletin's yyyyMMddHH; the slots as the mock sent them, night slots left out")
    func uv() async throws {
        let upstreams = try PortalUpstreams(now: Self.afternoon)
        let bulletinTime = UVBulletinSchedule.latest(at: Self.afternoon)
        #expect(bulletinTime == KMAFixtures.kst(6, 0))
        let bulletin = try await upstreams.client().fetch(
            UVIndexTarget(regionCode: "1100000000", bulletin: bulletinTime, requestedAt: Self.afternoon)
        ).value
        let sent = try #require(upstreams.server.requests.first { $0.path == KMAFixtures.uvPath })
        #expect(sent.queryValue("areaNo") == "1100000000")
        #expect(sent.queryValue("time") == "2026112606")
        #expect(bulletin.issuedAt == bulletinTime)
        let raw = try #require(
            try await KMAFixtures.rawRows(
                upstreams,
                KMAFixtures.uvPath,
                [
                    ("areaNo", "1100000000"), ("time", "2026112606"),
                ]
            ).first
        )
        let expected = stride(from: 0, through: 75, by: 3).compactMap { offset -> Int? in
            (raw["h\(offset)"] as? String).flatMap { Int($0) }
        }
        #expect(!expected.isEmpty)
        #expect(bulletin.indices.map(\.value) == expected)
        #expect(bulletin.index(at: Self.afternoon)?.value == (raw["h6"] as? String).flatMap { Int($0) })
    }

    @Test(
        "hostile rows are left out: sentinels, huge numbers, bad dates, odd categories, control characters; one object as items"
    )
    func hostileRows() throws {
        let target = KMAForecastTarget(
            operation: .villageForecast,
            base: ForecastBase(issuedAt: KMAFixtures.kst(14, 0)),
            grid: KMAFixtures.seoulGrid,
            requestedAt: Self.afternoon
        )
        func row(_ category: String, _ value: String, date: String = "20261126", time: String = "1500") -> String {
            #"{"baseDate":"20261126","baseTime":"1400","category":"\#(category)","fcstDate":"\#(date)","fcstTime":"\#(time)","fcstValue":"\#(value)","nx":60,"ny":127}"#
        }
        let rows = [
            row("TMP", "12"), row("VEC", "-999"), row("REH", "999"), row("WSD", "900"), row("TMP", "1e19"),
            row("TMP", "3", date: "20261131"), row("TMP", "3", time: "2400"), row("tmp", "3"),
            row("PCP", "\\u001b[31m"), row("PCP", "30.0~50.0mm"), row("SKY", " 3 "),
        ]
        let body =
            #"{"response":{"header":{"resultCode":"00","resultMsg":"NORMAL_SERVICE"},"body":{"items":{"item":["#
            + rows.joined(separator: ",") + "]}}}}"
        let rowsRead = try target.decode(HTTPResponse(status: 200, body: Data(body.utf8))).value
        #expect(
            rowsRead.items.map(\.value) == [.temperature(12), .precipitation(.between(30, 50)), .sky(.partlyCloudy)]
        )
        #expect(rowsRead.unpublishedCategories == ["TMP", "PCP"] && rowsRead.unpublishedCount == 2)
        #expect(rowsRead.outOfRangeCount == 2, "the two rows without a real date or time")

        let single = #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":"# + row("TMP", "7") + "}}}}"
        #expect(
            try target.decode(HTTPResponse(status: 200, body: Data(single.utf8))).value.items.map(\.value) == [
                .temperature(7)
            ]
        )

        let unreadable =
            #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":["# + row("TMP", "-999") + "]}}}}"
        let failure = #expect(throws: SourceFailure.self) {
            _ = try target.decode(HTTPResponse(status: 200, body: Data(unreadable.utf8)))
        }
        #expect(failure?.kind == .noData)
    }

    @Test("UV: a malformed date is no bulletin; slots above 20, fractions and sentinels are left out")
    func hostileUV() throws {
        let target = UVIndexTarget(
            regionCode: "1100000000",
            bulletin: KMAFixtures.kst(6, 0),
            requestedAt: Self.afternoon
        )
        func answer(_ item: String) -> HTTPResponse {
            HTTPResponse(
                status: 200,
                body: Data(
                    (#"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":["# + item + "]}}}}").utf8
                )
            )
        }
        let bulletin = try target.decode(
            answer(
                #"{"areaNo":"1100000000","date":"2026112606","h0":"1","h3":"21","h6":"4.5","h9":"999","h12":"","h27":"3"}"#
            )
        ).value
        #expect(bulletin.indices.map(\.value) == [1, 3])
        #expect(bulletin.unpublishedSlots == [KMAFixtures.kst(9, 0), KMAFixtures.kst(12, 0), KMAFixtures.kst(15, 0)])
        let failure = #expect(throws: SourceFailure.self) {
            _ = try target.decode(answer(#"{"areaNo":"1100000000","date":"20261126","h0":"1"}"#))
        }
        #expect(failure?.kind == .noData)
    }

    @Test("an answer is cached until the operation's next base is published; an older base's for ten minutes at most")
    func expiry() throws {
        /// One row of `base` that every operation reads (a forecast for the hour after it).
        func response(_ base: ForecastBase) -> HTTPResponse {
            let hour = ForecastBase(issuedAt: base.issuedAt.addingTimeInterval(3600))
            let body =
                #"{"response":{"header":{"resultCode":"00"},"body":{"items":{"item":[{"category":"TMP","fcstDate":"\#(hour.baseDate)","fcstTime":"\#(hour.baseTime.prefix(2))00","fcstValue":"9","obsrValue":"9","baseDate":"\#(base.baseDate)","baseTime":"\#(base.baseTime)","nx":60,"ny":127}]}}}}"#
            return HTTPResponse(status: 200, body: Data(body.utf8))
        }
        let cases: [(ForecastOperation, Date)] = [
            (.villageForecast, KMAFixtures.kst(17, 10)), (.nowcast, KMAFixtures.kst(15, 10)),
            (.ultraShortForecast, KMAFixtures.kst(14, 45)),
        ]
        for (operation, next) in cases {
            let latest = operation.latestBase(at: Self.afternoon)
            let target = KMAForecastTarget(
                operation: operation,
                base: latest,
                grid: KMAFixtures.seoulGrid,
                requestedAt: Self.afternoon
            )
            #expect(try target.decode(response(latest)).expiresAt == next, "\(operation)")
            let older = KMAForecastTarget(
                operation: operation,
                base: operation.previousBase(before: latest),
                grid: KMAFixtures.seoulGrid,
                requestedAt: Self.afternoon
            )
            #expect(
                try older.decode(response(older.base)).expiresAt == Self.afternoon.addingTimeInterval(600),
                "\(operation)"
            )
        }
        #expect(UVBulletinSchedule.nextPublication(after: Self.afternoon) == KMAFixtures.kst(18, 0))
        #expect(UVBulletinSchedule.latest(at: KMAFixtures.kst(5, 59)) == KMAFixtures.kst(day: 25, 18, 0))
        #expect(UVBulletinSchedule.latest(at: KMAFixtures.kst(18, 0)) == KMAFixtures.kst(18, 0))
    }
}
