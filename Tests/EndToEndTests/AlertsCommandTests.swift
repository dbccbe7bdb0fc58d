import Foundation
import TestSupport
import Testing

/// Alerts through the built binary against the mock's KMA warning status and AirKorea alerts:
/// every day the mock has a 건조주의보 for 서울 from 06:00 to 20:00 and a PM10 주의보 for 서울
/// 동남권 (구청, the Gangnam-gu office) from 10:00 to 16:00; none for 부산.
@Suite("Alerts in force against the mock: issued and cleared, a region with none, failures as warnings")
struct AlertsCommandTests {
    static func sandbox(at now: String, faults: [String] = []) async throws -> QSearchSandbox {
        let sandbox = try QSearchSandbox(faults: faults, now: ISO8601DateFormatter().date(from: now)!)
        for arguments in [
            ["places", "add", "혜화동"], ["places", "add", "구청", "--at", "37.515336,127.049357"],
            ["places", "add", "부산", "--at", "35.1796,129.0756"],
        ] {
            let run = try await sandbox.qsearch(arguments, environment: sandbox.environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
        }
        return sandbox
    }

    static func run(_ sandbox: QSearchSandbox, _ arguments: [String], at now: String) async throws -> ProcessResult {
        try await sandbox.qsearch(arguments, environment: sandbox.environment.merging(["QSEARCH_NOW": now]) { $1 })
    }

    /// Each place's alerts in a `dust --json` document, by place.
    static func alerts(_ run: ProcessResult) throws -> [String: [[String: Any]]] {
        let reports = try #require(run.jsonObject()["reports"] as? [[String: Any]])
        var found: [String: [[String: Any]]] = [:]
        for report in reports {
            found[try #require(report["place"] as? String)] = try #require(report["alerts"] as? [[String: Any]])
        }
        return found
    }

    @Test(
        "the fine-dust advisory is in force at 14:05 for 구청 only; cleared at 16:00, gone from dust and listed cleared"
    )
    func issuedAndCleared() async throws {
        let early = try await Self.sandbox(at: "2026-11-26T14:05:00+09:00")
        let dust = try await Self.run(early, ["dust", "--json"], at: "2026-11-26T14:05:00+09:00")
        #expect(dust.status == 0, "\(dust.stderr)")
        let inForce = try Self.alerts(dust)
        let gangnam = try #require(inForce["구청"])
        #expect(gangnam.map { $0["kind"] as? String } == ["dry", "pm10"])
        let pm10 = try #require(gangnam.last)
        #expect(pm10["source"] as? String == "airkorea" && pm10["level"] as? String == "advisory")
        #expect(pm10["region"] as? String == "서울 동남권")
        #expect(pm10["issued_at"] as? String == "2026-11-26T10:00:00+09:00")
        #expect(pm10["cleared_at"] is NSNull)
        let dry = try #require(gangnam.first)
        #expect(dry["source"] as? String == "kma" && dry["text"] as? String == "건조주의보")
        #expect(dry["issued_at"] as? String == "2026-11-26T06:00:00+09:00", "the first bulletin of its run")
        #expect(inForce["혜화동"]?.map { $0["kind"] as? String } == ["dry"], "종로구 is not in 동남권")

        let late = try await Self.sandbox(at: "2026-11-26T16:30:00+09:00")
        let after = try Self.alerts(try await Self.run(late, ["dust", "--json"], at: "2026-11-26T16:30:00+09:00"))
        #expect(after["구청"]?.map { $0["kind"] as? String } == ["dry"])
        let listed = try await Self.run(late, ["alerts", "구청", "--jsonl"], at: "2026-11-26T16:30:00+09:00")
        #expect(listed.status == 0, "\(listed.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any])
        let cleared = try #require((record["alerts"] as? [[String: Any]])?.first { $0["kind"] as? String == "pm10" })
        #expect(cleared["cleared_at"] as? String == "2026-11-26T16:00:00+09:00")
        #expect(record["province"] as? String == "서울" && record["city"] as? String == "강남구")

        let evening = try await Self.sandbox(at: "2026-11-26T20:30:00+09:00")
        let none = try Self.alerts(try await Self.run(evening, ["dust", "--json"], at: "2026-11-26T20:30:00+09:00"))
        #expect(none["혜화동"]?.isEmpty == true, "the 건조주의보 was lifted at 20:00")
    }

    @Test("a region with none: empty lists, no note; one line per alert above the table, the places named")
    func regionWithNone() async throws {
        let sandbox = try await Self.sandbox(at: "2026-11-26T14:05:00+09:00")
        let now = "2026-11-26T14:05:00+09:00"
        let busan = try await Self.run(sandbox, ["dust", "부산", "--jsonl"], at: now)
        #expect(busan.status == 0, "\(busan.stderr)")
        let record = try #require(try JSONSerialization.jsonObject(with: Data(busan.stdout.utf8)) as? [String: Any])
        #expect((record["alerts"] as? [Any])?.isEmpty == true)
        #expect(record["alerts_note"] is NSNull)
        let alone = try await Self.run(sandbox, ["alerts", "부산"], at: now)
        #expect(alone.status == 0 && alone.stdout.isEmpty)
        #expect(alone.stderr == "부산: no alerts in force\n", "\(alone.stderr)")
        let table = try await Self.run(sandbox, ["dust", "--color", "always"], at: now)
        let lines = table.stdoutLines.map {
            $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        #expect(lines.first == "⚠ 건조주의보 (서울) · issued 06:00 · 혜화동, 구청", "\(table.stdout)")
        #expect(lines.dropFirst().first == "⚠ 미세먼지(PM10) 주의보 168㎍/㎥ (서울 동남권) · issued 10:00 · 구청")
        #expect(table.stdout.contains("\u{1B}[33m⚠"), "advisories in yellow")
        let piped = try await Self.run(sandbox, ["dust"], at: now)
        #expect(piped.stdoutLines.count == 3, "plain rows only")
        #expect(piped.stderr.contains("구청: alert: 미세먼지(PM10) 주의보 168㎍/㎥ (서울 동남권) · issued 10:00"))
    }

    @Test("--nation: every zone's warnings, sea zones and preliminary ones included")
    func nation() async throws {
        let sandbox = try await Self.sandbox(at: "2026-11-26T16:30:00+09:00")
        let run = try await Self.run(sandbox, ["alerts", "--nation", "--json"], at: "2026-11-26T16:30:00+09:00")
        #expect(run.status == 0, "\(run.stderr)")
        let alerts = try #require(run.jsonObject()["alerts"] as? [[String: Any]])
        let regions = Set(alerts.compactMap { $0["region"] as? String })
        #expect(regions.isSuperset(of: ["서울", "동해중부앞바다", "울릉도.독도", "경기 남부권", "강원북부산지"]))
        #expect(
            alerts.contains {
                $0["level"] as? String == "preliminary" && $0["text"] as? String == "대설 예비특보 (11월 27일 새벽)"
            }
        )
        #expect(sandbox.server.requestCount(pathPrefix: "/1360000/WthrWrnInfoService/getPwnStatus") == 1)
        let usage = try await Self.run(sandbox, ["alerts", "--nation", "혜화동"], at: "2026-11-26T16:30:00+09:00")
        #expect(usage.status == 64)
    }

    @Test("alerts never change a report's exit status: a source that fails is one warning; alerts alone fail")
    func failures() async throws {
        let now = "2026-11-26T14:05:00+09:00"
        let sandbox = try await Self.sandbox(
            at: now,
            faults: ["kma-warnings:error=portal-key-xml", "airkorea-alerts:error=portal-10"]
        )
        let dust = try await Self.run(sandbox, ["dust", "--jsonl"], at: now)
        #expect(dust.status == 0, "\(dust.stderr)")
        #expect(dust.stdoutLines.count == 3)
        #expect(dust.stdout.contains(#""alerts":null"#))
        #expect(
            dust.stderrLines.filter { $0.hasPrefix("qsearch: warning: alerts unavailable:") }.count == 1,
            "\(dust.stderr)"
        )
        let weather = try await Self.run(sandbox, ["weather", "--format", "line"], at: now)
        #expect(weather.status == 0, "\(weather.stderr)")
        let alone = try await Self.run(sandbox, ["alerts"], at: now)
        #expect(alone.status != 0 && alone.status != 2, "\(alone.stderr)")
        let halfway = try await Self.sandbox(at: now, faults: ["kma-warnings:error=portal-key-xml"])
        let half = try await Self.run(halfway, ["alerts", "구청", "--jsonl"], at: now)
        #expect(half.status == 2, "\(half.stderr)")
        #expect(half.stdout.contains(#""kind":"pm10""#))
    }
}
