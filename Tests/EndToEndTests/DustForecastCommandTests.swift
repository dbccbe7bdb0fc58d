import Foundation
import TestSupport
import Testing

/// `qsearch dust --forecast` and the 24-hour trend through the built binary, against the
/// mock's forecast (released at 05, 11, 17 and 23 h, the afternoon ones reaching the day after)
/// and its stations (연산동, by Busan City Hall, publishes no rows for 03:00 and 04:00 and no PM
/// values for 05:00).
@Suite("Dust forecast and trend against the mock")
struct DustForecastCommandTests {
    static func sandbox(at now: String) async throws -> QSearchSandbox {
        try await AlertsCommandTests.sandbox(at: now)
    }

    static func forecast(_ run: ProcessResult, place: String) throws -> [[String: Any]] {
        let reports = try #require(run.jsonObject()["reports"] as? [[String: Any]])
        let report = try #require(reports.first { $0["place"] as? String == place })
        return try #require(report["forecast"] as? [[String: Any]])
    }

    @Test(
        "at 14:05 the 11 h release grades today and tomorrow; at 17:30 the 17 h release grades tomorrow and the day after"
    )
    func afternoonRelease() async throws {
        let morning = try await Self.sandbox(at: "2026-11-26T14:05:00+09:00")
        let before = try await AlertsCommandTests.run(
            morning,
            ["dust", "--forecast", "--json"],
            at: "2026-11-26T14:05:00+09:00"
        )
        #expect(before.status == 0, "\(before.stderr)")
        let early = try Self.forecast(before, place: "혜화동")
        #expect(
            Set(early.compactMap { $0["date"] as? String }) == [
                "2026-11-26T00:00:00+09:00", "2026-11-27T00:00:00+09:00",
            ]
        )
        #expect(
            early.allSatisfy {
                $0["issued_at"] as? String == "2026-11-26T11:00:00+09:00" && $0["region"] as? String == "서울"
            }
        )
        #expect(Set(early.compactMap { $0["pollutant"] as? String }) == ["pm10", "pm25"], "no ozone in November")
        #expect(early.allSatisfy { ["좋음", "보통", "나쁨", "매우나쁨"].contains($0["grade"] as? String ?? "") })

        let afternoon = try await Self.sandbox(at: "2026-11-26T17:30:00+09:00")
        let after = try await AlertsCommandTests.run(
            afternoon,
            ["dust", "--forecast", "--json"],
            at: "2026-11-26T17:30:00+09:00"
        )
        let late = try Self.forecast(after, place: "부산")
        let tomorrow = late.filter { $0["date"] as? String == "2026-11-27T00:00:00+09:00" }
        #expect(
            tomorrow.count == 2 && tomorrow.allSatisfy { $0["issued_at"] as? String == "2026-11-26T17:00:00+09:00" }
        )
        #expect(late.contains { $0["date"] as? String == "2026-11-28T00:00:00+09:00" }, "the day after, from 17 h on")
        #expect(late.allSatisfy { $0["region"] as? String == "부산" })
        let table = try await AlertsCommandTests.run(
            afternoon,
            ["dust", "--forecast"],
            at: "2026-11-26T17:30:00+09:00"
        )
        #expect(table.stdoutLines.filter { $0.hasPrefix("부산\t부산\t") }.count == 6, "\(table.stdout)")
    }

    @Test("one forecast request for every place, kept until the next release; before 05:15 the day before's is asked")
    func caching() async throws {
        let sandbox = try await Self.sandbox(at: "2026-11-26T14:05:00+09:00")
        let path = "/B552584/ArpltnInforInqireSvc/getMinuDustFrcstDspth"
        #expect(try await AlertsCommandTests.run(sandbox, ["dust"], at: "2026-11-26T14:05:00+09:00").status == 0)
        #expect(sandbox.server.requestCount(pathPrefix: path) == 1)
        #expect(try await AlertsCommandTests.run(sandbox, ["dust"], at: "2026-11-26T17:10:00+09:00").status == 0)
        #expect(sandbox.server.requestCount(pathPrefix: path) == 1, "the 17 h release is readable from 17:15")
        #expect(try await AlertsCommandTests.run(sandbox, ["dust"], at: "2026-11-26T17:20:00+09:00").status == 0)
        #expect(sandbox.server.requestCount(pathPrefix: path) == 2)

        let night = try await Self.sandbox(at: "2026-11-27T03:00:00+09:00")
        #expect(try await AlertsCommandTests.run(night, ["dust", "혜화동"], at: "2026-11-27T03:00:00+09:00").status == 0)
        let asked = night.server.requests.filter { $0.path == path }.compactMap { $0.queryValue("searchDate") }
        #expect(asked == ["2026-11-26"], "the 23 h release of the day before")
    }

    @Test("a station with gaps: 24 hours oldest first, null where no row or no value came; a sparkline on a terminal")
    func trendWithGaps() async throws {
        let sandbox = try await Self.sandbox(at: "2026-11-26T14:05:00+09:00")
        let run = try await AlertsCommandTests.run(sandbox, ["dust", "부산", "--jsonl"], at: "2026-11-26T14:05:00+09:00")
        #expect(run.status == 0, "\(run.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let trend = try #require(record["trend"] as? [String: Any])
        #expect(trend["ends_at"] as? String == "2026-11-26T14:00:00+09:00")
        let pm10 = try #require(trend["pm10"] as? [Any])
        let pm25 = try #require(trend["pm25"] as? [Any])
        #expect(pm10.count == 24 && pm25.count == 24)
        // 14:00 is the last slot (23): 03:00, 04:00 and 05:00 are slots 12, 13 and 14.
        let gaps = pm10.indices.filter { pm10[$0] is NSNull }
        #expect(gaps == [12, 13, 14], "\(pm10)")
        #expect(pm25.indices.filter { pm25[$0] is NSNull } == [12, 13, 14])
        #expect(pm10.allSatisfy { $0 is NSNull || $0 is NSNumber })
        let table = try await AlertsCommandTests.run(
            sandbox,
            ["dust", "부산", "--color", "always"],
            at: "2026-11-26T14:05:00+09:00"
        )
        let chart = table.stdoutLines.last { $0.contains("···") } ?? ""
        #expect(chart.contains("▁") || chart.contains("█") || chart.contains("▄"), "\(table.stdout)")
    }
}
