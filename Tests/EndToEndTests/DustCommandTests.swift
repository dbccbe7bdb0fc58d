import Foundation
import TestSupport
import Testing

/// `qsearch dust` through the built binary, against the mock's AirKorea and Kakao Local, with
/// the mock's clock and `QSEARCH_NOW` fixed at 14:05 KST so readings are the 14:00 ones.
@Suite("qsearch dust against the mock AirKorea: chain, fallback, nation, line, errors, cache")
struct DustCommandTests {
    static let now = "2026-11-26T14:05:00+09:00"
    static let nowDate = ISO8601DateFormatter().date(from: now)!
    static let grade = "(좋음|보통|나쁨|매우나쁨)"

    /// A sandbox whose mock answers for `now`, with 혜화동 and the Gangnam-gu office saved.
    static func sandbox(faults: [String] = [], mockNow: Date = nowDate) async throws -> QSearchSandbox {
        let sandbox = try QSearchSandbox(faults: faults, now: mockNow)
        for arguments in [["places", "add", "혜화동"], ["places", "add", "구청", "--at", "37.515336,127.049357"]] {
            let run = try await sandbox.qsearch(arguments, environment: sandbox.environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        return sandbox
    }

    static func dust(_ sandbox: QSearchSandbox, _ arguments: String..., now: String = now) async throws -> ProcessResult
    {
        try await sandbox.qsearch(
            ["dust"] + arguments,
            environment: sandbox.environment.merging(["QSEARCH_NOW": now]) { $1 }
        )
    }

    @Test("every saved place in order: nearest station, 14:00 readings, the fallback station named")
    func savedPlaces() async throws {
        let sandbox = try await Self.sandbox()
        let run = try await Self.dust(sandbox, "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let reports = try #require(run.jsonObject()["reports"] as? [[String: Any]])
        #expect(reports.map { $0["place"] as? String } == ["혜화동", "구청"])
        #expect(reports.allSatisfy { $0["data_time"] as? String == "2026-11-26T14:00:00+09:00" })
        #expect(reports[0]["passed_over_station"] is NSNull)
        #expect(reports[1]["passed_over_station"] as? String == "강남구", "강남구 measures no PM: the next nearest stands in")
        #expect(reports[1]["station"] as? String == "도산대로")
        let pm10 = try #require(reports[0]["pm10"] as? [String: Any])
        let value = try #require(pm10["value"] as? Double)
        let expected = value <= 30 ? "좋음" : value <= 80 ? "보통" : value <= 150 ? "나쁨" : "매우나쁨"
        #expect(pm10["grade"] as? String == expected)
    }

    @Test("--format line: one status-bar line per place")
    func lineFormat() async throws {
        let sandbox = try await Self.sandbox()
        let run = try await Self.dust(sandbox, "혜화동", "--format", "line")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 1)
        // At 14:05 the mock's 건조주의보 for 서울 is in force: the line ends with its mark.
        let pattern = "^혜화동 PM10 [0-9]+ \(Self.grade) · PM2\\.5 [0-9]+ \(Self.grade) \\(14:00\\) ⚠1$"
        #expect(run.stdoutLines[0].range(of: pattern, options: .regularExpression) != nil, "\(run.stdout)")
    }

    @Test("--at a point and a dong name resolved on the fly by the portal when Kakao has no key")
    func onTheFly() async throws {
        let sandbox = try QSearchSandbox(now: Self.nowDate)
        var environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        environment["KAKAO_REST_API_KEY"] = nil
        let point = try await sandbox.qsearch(
            ["dust", "--at", "35.1796,129.0756", "--jsonl"],
            environment: environment
        )
        #expect(point.status == 0, "\(point.stderr)")
        #expect(point.stdoutLines.count == 1)
        let dong = try await sandbox.qsearch(["dust", "혜화동", "--jsonl"], environment: environment)
        #expect(dong.status == 0, "\(dong.stderr)")
        #expect(dong.stdout.contains(#""place":"혜화동""#))
        #expect(sandbox.portalRequestCount("MsrstnInfoInqireSvc/getTMStdrCrdnt") == 1)
        let shared = try await sandbox.qsearch(["dust", "중앙동"], environment: environment)
        #expect(shared.status == 64)
        #expect(shared.stderr.contains("부산광역시 중구 중앙동"))
    }

    /// Issue 19: `--at 38.6,131.9` (open sea) got a reading from a station 363 km away without a word.
    @Test("a point far from every station: its reading, station_far, a warning; the weather's Dust line says so")
    func farStation() async throws {
        let sandbox = try QSearchSandbox(now: Self.nowDate)
        let far = try await Self.dust(sandbox, "--at", "38.6,131.9", "--jsonl")
        #expect(far.status == 0, "\(far.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(far.stdout.utf8)) as? [String: Any])
        let distance = try #require(record["station_distance_km"] as? Double)
        #expect(distance > 30 && record["station_far"] as? Bool == true, "\(record)")
        #expect(far.stderrLines.count == 1, "\(far.stderr)")
        #expect(far.stderr.hasPrefix("qsearch: warning: 38.6,131.9: the station used, "), "\(far.stderr)")
        #expect(far.stderr.contains("km away, more than 30 km: its readings may not be the air there"))
        let near = try await Self.dust(sandbox, "--at", "37.5665,126.9780", "--jsonl")
        #expect(near.stdout.contains(#""station_far":false"#) && near.stderr.isEmpty, "\(near.stderr)")
        let weather = try await sandbox.qsearch(
            ["weather", "--at", "38.6,131.9", "--hours", "1", "--color", "always"],
            environment: sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        )
        let lines = weather.stdoutLines.map {
            $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        // The Dust line and the lines it wraps onto (indented under its value).
        let start = lines.firstIndex { $0.hasPrefix("Dust") } ?? lines.endIndex
        let dustLine = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("      ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(dustLine.hasSuffix("(station \(String(format: "%.1f", distance)) km away)"), "\(weather.stdout)")
    }

    @Test("--nation: every province once, with means and grades")
    func nation() async throws {
        let sandbox = try QSearchSandbox(now: Self.nowDate)
        let run = try await Self.dust(sandbox, "--nation", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let provinces = try #require(run.jsonObject()["provinces"] as? [[String: Any]])
        #expect(provinces.count == 17)
        #expect(provinces.first?["province"] as? String == "서울")
        #expect(sandbox.portalRequestCount("ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty") == 1, "one 전국 request")
        let table = try await Self.dust(sandbox, "--nation")
        #expect(table.stdoutLines.count == 17)
    }

    @Test("a repeat within the hour makes zero requests; after the next update only readings are asked again")
    func caching() async throws {
        let sandbox = try await Self.sandbox()
        #expect(try await Self.dust(sandbox).status == 0)
        // The alerts change at any time: they are kept ten minutes, apart from the readings.
        let alerts = "UlfptcaAlarmInqireSvc/getUlfptcaAlarmInfo"
        let first = sandbox.portalRequestCount() - sandbox.portalRequestCount(alerts)
        let stations = sandbox.portalRequestCount("MsrstnInfoInqireSvc/getNearbyMsrstnList")
        #expect(stations == 2)
        #expect(sandbox.portalRequestCount(alerts) == 1, "one alerts request for both places")
        #expect(try await Self.dust(sandbox, now: "2026-11-26T14:55:00+09:00").status == 0)
        #expect(
            sandbox.portalRequestCount() - sandbox.portalRequestCount(alerts) == first,
            "no request within the hour"
        )
        #expect(sandbox.portalRequestCount(alerts) == 2, "the alerts are asked again after ten minutes")
        #expect(try await Self.dust(sandbox, now: "2026-11-26T15:20:00+09:00").status == 0)
        #expect(
            sandbox.portalRequestCount() - sandbox.portalRequestCount(alerts) > first,
            "the readings expired at 15:15"
        )
        #expect(
            sandbox.portalRequestCount("MsrstnInfoInqireSvc/getNearbyMsrstnList") == stations,
            "stations are kept a day"
        )
    }

    @Test(
        "every portal error form is one line and its exit code",
        arguments: [
            ("error=portal-key-xml", Int32(78), "not registered"),
            ("error=portal-key-403", Int32(78), "not registered"),
            ("error=portal-401", Int32(78), "401"),
            ("error=portal-22", Int32(75), "500"),
            ("quota", Int32(75), "500"),
            ("error=portal-03", Int32(69), "no data"),
            ("error=portal-05", Int32(69), "05"),
            ("status=503", Int32(69), "503"),
            ("error=portal-10", Int32(76), "10"),
        ]
    )
    func errorForms(fault: String, status: Int32, fragment: String) async throws {
        let sandbox = try QSearchSandbox(faults: ["airkorea-nearby:\(fault)"], now: Self.nowDate)
        let run = try await Self.dust(sandbox, "--at", "37.5665,126.9780")
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.lowercased().contains(fragment.lowercased()), "\(run.stderr)")
        #expect(!run.stderr.contains(MockCredentials.dataGoKrKey))
        #expect(run.stdout.isEmpty)
    }

    @Test("one failing place does not hide the others: exit 2")
    func partialFailure() async throws {
        let sandbox = try await Self.sandbox(faults: ["airkorea-nearby:error=portal-key-xml:times=1"])
        let run = try await Self.dust(sandbox, "--jsonl")
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdoutLines.count == 1)
        #expect(run.stderrLines.count == 1)
    }
}
