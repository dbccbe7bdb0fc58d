import Foundation
import TestSupport
import Testing

#if os(Linux)
import Glibc
#endif

/// `qsearch weather` through the built binary, against the mock's KMA forecasts, UV and
/// AirKorea, with the mock's clock and `QSEARCH_NOW` fixed at 14:05 KST (the 11:00 base is
/// the newest village forecast; 14:00 now-cast; 06:00 UV bulletin).
@Suite("qsearch weather against the mock KMA: full report, line, map, partial failure, cache")
struct WeatherCommandTests {
    static let now = DustCommandTests.now

    static func weather(
        _ sandbox: QSearchSandbox,
        _ arguments: [String],
        now: String = now
    ) async throws -> ProcessResult {
        try await sandbox.qsearch(
            ["weather"] + arguments,
            environment: sandbox.environment.merging(["QSEARCH_NOW": now]) { $1 }
        )
    }

    @Test("a full report for a point: now, UV, dust, the requested hours and the days")
    func fullReport() async throws {
        let sandbox = try QSearchSandbox(now: DustCommandTests.nowDate)
        let run = try await Self.weather(sandbox, ["--at", "37.5665,126.9780", "--hours", "6", "--jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["forecast_base"] as? String == "2026-11-26T11:00:00+09:00")
        #expect((report["hourly"] as? [Any])?.count == 6)
        #expect(((report["daily"] as? [Any])?.count ?? 0) >= 3)
        let uv = try #require(report["uv"] as? [String: Any])
        #expect(uv["value"] is NSNumber, "\(uv)")
        #expect(uv["note"] is NSNull)
        let dust = try #require(report["dust"] as? [String: Any])
        #expect(dust["report"] is [String: Any], "\(dust)")
        #expect(sandbox.server.requestCount(pathPrefix: "/1360000/VilageFcstInfoService_2.0/getVilageFcst") == 1)
    }

    /// Issue 19: at night every place printed "UV unavailable … none is published at night".
    @Test("at night the UV index is 0 (낮음), marked night, with no note; by day it is KMA's value")
    func uvAtNight() async throws {
        let night = "2026-11-26T22:05:00+09:00"
        let sandbox = try QSearchSandbox(now: ISO8601DateFormatter().date(from: night)!)
        let run = try await Self.weather(sandbox, ["--at", "37.5665,126.9780", "--jsonl"], now: night)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let uv = try #require(report["uv"] as? [String: Any])
        #expect(uv["value"] as? Int == 0 && uv["level"] as? String == "낮음", "\(uv)")
        #expect(uv["night"] as? Bool == true && uv["note"] is NSNull)
        #expect(uv["time"] as? String == "2026-11-26T21:00:00+09:00")
        let plain = try await Self.weather(sandbox, ["--at", "37.5665,126.9780"], now: night)
        #expect(plain.status == 0)
        #expect(plain.stdoutLines.contains { $0.hasPrefix("now\t") }, "\(plain.stdout)")
        #expect(plain.stderr.isEmpty, "\(plain.stderr)")
        let day = try await Self.weather(sandbox, ["--at", "37.5665,126.9780", "--jsonl"], now: Self.now)
        let dayUV = try #require(
            (try JSONSerialization.jsonObject(with: Data(day.stdout.utf8)) as? [String: Any])?["uv"] as? [String: Any]
        )
        #expect(dayUV["night"] as? Bool == false, "\(dayUV)")
    }

    @Test("saved places in one line each for status bars; a repeat within the hour asks nothing")
    func lineAndCache() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let run = try await Self.weather(sandbox, ["--format", "line"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 2)
        // At 14:05 the mock's 건조주의보 for 서울 is in force: the line ends with its mark (%a).
        let pattern = "^혜화동 \\S+ -?[0-9]+°C ↓-?[0-9]+° ↑-?[0-9]+° 강수 [0-9]+% ⚠1$"
        #expect(run.stdoutLines[0].range(of: pattern, options: .regularExpression) != nil, "\(run.stdout)")
        let requests = sandbox.server.requestCount(pathPrefix: "/1360000/")
        #expect(try await Self.weather(sandbox, ["--format", "line"], now: "2026-11-26T14:08:00+09:00").status == 0)
        #expect(
            sandbox.server.requestCount(pathPrefix: "/1360000/") == requests,
            "nothing new is published before 14:10"
        )
    }

    @Test("--map temp lists the places north to south")
    func map() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let run = try await Self.weather(sandbox, ["--map", "temp", "--at", "35.1796,129.0756"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdoutLines.map { String($0.split(separator: "\t").first ?? "") } == ["혜화동", "구청", "35.1796,129.0756"]
        )
    }

    @Test("a failing UV or now-cast degrades its line with a note; the report stands (exit 0)")
    func partialFailure() async throws {
        let sandbox = try QSearchSandbox(
            faults: ["kma-uv:status=500", "kma-nowcast:error=portal-22"],
            now: DustCommandTests.nowDate
        )
        let run = try await Self.weather(sandbox, ["--at", "37.5665,126.9780", "--jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((report["uv"] as? [String: Any])?["note"] is String)
        #expect((report["now"] as? [String: Any])?["note"] is String)
        #expect(!run.stdout.contains(MockCredentials.dataGoKrKey))
    }

    @Test("neither a forecast nor a now-cast is the place's one error line, with the failure's code")
    func noForecast() async throws {
        let sandbox = try QSearchSandbox(
            faults: ["kma-village:error=portal-key-xml", "kma-nowcast:error=portal-key-xml"],
            now: DustCommandTests.nowDate
        )
        let run = try await Self.weather(sandbox, ["--at", "37.5665,126.9780"])
        #expect(run.status == 78, "\(run.stderr)")
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    #if os(Linux)
    @Test("--watch, piped: prints the places, then ends cleanly on Ctrl-C (SIGINT) with exit 0")
    func watchEndsOnInterrupt() async throws {
        let sandbox = try await DustCommandTests.sandbox()
        let environment = sandbox.environment.merging(["QSEARCH_NOW": Self.now]) { $1 }
        let path = ProcessRunner.productsDirectory.appendingPathComponent("qsearch").path
        let watch = try KillableProcess(path, ["weather", "--watch", "--format", "line"], environment: environment)
        #expect(watch.waitForLines(2) >= 2)
        let (lines, status) = watch.stop(signal: SIGINT)
        #expect(status & 0x7f == 0, "ended by a signal: \(status)")
        #expect((status >> 8) & 0xff == 0, "exit status \(status >> 8)")
        #expect(lines.first?.hasPrefix("혜화동 ") == true, "\(lines)")
    }
    #endif
}
