import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp

/// Reports that are not whole: a now-cast without a forecast, a stale now-cast, a now-cast with
/// values left out (issue 16 §2), as every output form shows them.
@Suite("qsearch weather: a now-cast without a forecast, a stale now-cast, values left out")
struct WeatherPartialReportTests {
    typealias F = WeatherFixtures

    @Test("A now-cast without a forecast is shown with the forecast's note, exit 2, no error line")
    func nowcastOnly() async throws {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.nowcastOnly(F.hyehwa))])
        let piped = await F.run(["weather", "혜화동"], reporter: reporter)
        #expect(piped.status == 2)
        #expect(piped.stdout.hasPrefix("now\t혜화동\t2026-11-30T15:00:00+09:00\t12.3\t"), "\(piped.stdout)")
        #expect(piped.stderr == "혜화동: forecast: KMA answered NO_DATA for both bases\n")

        let terminal = await F.run(["weather", "혜화동"], reporter: reporter, terminal: DustFixtures.plainTerminal)
        #expect(terminal.status == 2)
        #expect(terminal.stdout.contains("Now   12.3°C"))
        #expect(terminal.stdout.contains("forecast: KMA answered NO_DATA for both bases"))
        #expect(!terminal.stdout.contains("Hourly"))

        let json = await F.run(["weather", "혜화동", "--json"], reporter: reporter)
        #expect(json.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let report = try #require((document["reports"] as? [[String: Any]])?.first)
        #expect(report["forecast_base"] is NSNull)
        #expect((report["hourly"] as? [Any])?.isEmpty == true)
        #expect(report["forecast_note"] as? String == "KMA answered NO_DATA for both bases")
        #expect((report["now"] as? [String: Any])?["temperature"] as? Double == 12.3)
        #expect((document["failures"] as? [Any])?.isEmpty == true)
    }

    @Test("The saved places' table shows a now-cast-only place's row; the run exits 2")
    func nowcastOnlyInSummary() async {
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.nowcastOnly(F.hyehwa)), "강남역": .success(F.report(F.gangnam)),
        ])
        let run = await F.run(["weather"], reporter: reporter)
        #expect(run.status == 2)
        #expect(run.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != "\t" })) } == ["혜화동", "강남역"])
        #expect(run.stderr == "혜화동: forecast: KMA answered NO_DATA for both bases\n")
    }

    @Test("A stale now-cast: its age in the report, stale in JSON and piped, and 'now' from the forecast hour")
    func staleNowcast() async throws {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.staleNowcast(F.hyehwa))])
        let terminal = await F.run(["weather", "혜화동"], reporter: reporter, terminal: DustFixtures.plainTerminal)
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("Now   3.3°C · ☁ 흐림"), "\(terminal.stdout)")
        #expect(terminal.stdout.contains("(stale: observed 12:00, 3 hours ago)"), "\(terminal.stdout)")

        let piped = await F.run(["weather", "혜화동"], reporter: reporter)
        let now = try #require(piped.stdout.split(separator: "\n").first)
        #expect(now.hasPrefix("now\t혜화동\t2026-11-30T12:00:00+09:00\t3.3\t"))
        #expect(now.hasSuffix("\ttrue"))
        #expect(piped.stderr.contains("혜화동: now-cast is stale: observed 12:00 (3 hours ago); not the weather now"))

        let json = await F.run(["weather", "혜화동", "--jsonl"], reporter: reporter)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let nowRecord = try #require(report["now"] as? [String: Any])
        #expect(nowRecord["stale"] as? Bool == true)
        #expect(nowRecord["observed_at"] as? String == "2026-11-30T12:00:00+09:00")

        let line = await F.run(["weather", "혜화동", "--format", "line"], reporter: reporter)
        #expect(line.stdout == "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n", "now is the first forecast hour, not the stale 3.3°C")
    }

    @Test("A fresh now-cast is not stale in JSON; with values left out its note is not 'unavailable'")
    func leftOutValues() async throws {
        var report = F.report(F.hyehwa)
        report.current.note = "kma-nowcast: left out 1 value not in a form KMA publishes (T1H)"
        let reporter = FakeWeatherReporter(["혜화동": .success(report)])
        let piped = await F.run(["weather", "혜화동"], reporter: reporter)
        #expect(piped.status == 0)
        #expect(
            piped.stderr.contains("혜화동: now-cast: kma-nowcast: left out 1 value not in a form KMA publishes (T1H)\n")
        )
        #expect(!piped.stderr.contains("unavailable"))
        let json = await F.run(["weather", "혜화동", "--jsonl"], reporter: reporter)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((record["now"] as? [String: Any])?["stale"] as? Bool == false)
        #expect((record["now"] as? [String: Any])?["note"] as? String == report.current.note)
    }
}
