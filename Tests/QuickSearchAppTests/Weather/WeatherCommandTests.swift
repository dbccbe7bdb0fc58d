import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch weather: places, concurrency, failures, usage errors")
struct WeatherCommandTests {
    typealias F = WeatherFixtures

    @Test("--format line: the status-bar line")
    func line() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(["weather", "혜화동", "--format", "line"], reporter: reporter)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n")
    }

    @Test("Every saved place is requested at the same time; rows keep the saved order", .timeLimit(.minutes(1)))
    func concurrent() async {
        let reporter = FakeWeatherReporter(
            [
                "혜화동": .success(F.report(F.hyehwa)), "강남역": .success(F.report(F.gangnam, temperature: -0.4)),
                "제주": .success(F.report(F.jeju)),
            ],
            gate: 3
        )
        let run = await F.run(
            ["weather"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [F.jeju, F.hyehwa, F.gangnam])
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(reporter.asked.count == 3)
        #expect(
            run.stdout == """
                제주\t12\tclear-day\tclear\t4\t15\t20
                혜화동\t12\tclear-day\tclear\t4\t15\t20
                강남역\t0\tclear-day\tclear\t4\t15\t20

                """
        )
        #expect(reporter.hours == [24, 24, 24])
    }

    @Test("The compact table on a terminal: now, sky, low/high (derived marked), rain")
    func compactTable() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa)), "강남역": .success(F.report(F.gangnam))])
        let run = await F.run(["weather"], reporter: reporter, terminal: DustFixtures.plainTerminal)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("PLACE"))
        #expect(
            lines[1].contains("12°C") && lines[1].contains("☀ 맑음") && lines[1].contains("4° / 15°")
                && lines[1].contains("20%")
        )
    }

    @Test("A place with neither a forecast nor a now-cast: its error line, the others shown, exit 2")
    func noForecast() async {
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.noForecast(F.hyehwa)), "강남역": .success(F.report(F.gangnam)),
        ])
        let run = await F.run(["weather", "--format", "line"], reporter: reporter)
        #expect(run.status == 2)
        #expect(run.stdout == "강남역 ☀ 12°C ↓4° ↑15° 강수 10%\n")
        #expect(run.stderr == "qsearch: error: 혜화동: no forecast: KMA answered NO_DATA for both bases\n")
    }

    @Test("Every place failing: one line each, and the failures' exit code")
    func allFailed() async {
        let reporter = FakeWeatherReporter([
            "혜화동": .failure(.init(.rateLimited, "first")), "강남역": .failure(.init(.timeout, "second")),
        ])
        let run = await F.run(["weather"], reporter: reporter)
        #expect(run.status == 75)
        #expect(run.stderr == "qsearch: error: 혜화동: first\nqsearch: error: 강남역: second\n")
        #expect(run.stdout == "")
    }

    @Test("One failure shared by several places is one line naming them")
    func sharedFailure() async {
        let refused = SourceFailure(.configuration, "data.go.kr: the service key is not registered")
        let reporter = FakeWeatherReporter([
            "혜화동": .failure(refused), "강남역": .failure(refused), "제주": .success(F.report(F.jeju)),
        ])
        let run = await F.run(
            ["weather", "--format", "line"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [F.hyehwa, F.gangnam, F.jeju])
        )
        #expect(run.status == 2)
        #expect(run.stdout == "제주 ☀ 12°C ↓4° ↑15° 강수 10%\n")
        #expect(
            run.stderr == "qsearch: error: 2 places (혜화동, 강남역): data.go.kr: the service key is not registered\n"
        )
    }

    @Test("The summary rows note what they show (the now-cast, the forecast), not UV or dust: they have no column")
    func summaryNotes() async {
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.report(F.hyehwa, uvNote: "getUVIdxV4 timed out", dustNote: "AirKorea is down")),
            "강남역": .success(F.report(F.gangnam, nowNote: "getUltraSrtNcst timed out")),
        ])
        let piped = await F.run(["weather"], reporter: reporter)
        #expect(piped.status == 0)
        #expect(piped.stdout.split(separator: "\n").count == 2)
        #expect(piped.stderr == "강남역: now-cast unavailable: getUltraSrtNcst timed out\n")
        let onTerminal = await F.run(["weather"], reporter: reporter, terminal: DustFixtures.plainTerminal)
        #expect(onTerminal.status == 0)
        #expect(!onTerminal.stdout.contains("UV") && !onTerminal.stdout.contains("fine dust"))
        #expect(onTerminal.stdout.hasSuffix("\n강남역: now-cast unavailable: getUltraSrtNcst timed out\n"))
        #expect(onTerminal.stderr == "")
    }

    @Test("A degraded part (UV) is a note under its line; the report stands, exit 0")
    func degradedPart() async {
        let report = F.report(F.hyehwa, uvNote: "getUVIdxV4 timed out")
        let onTerminal = await F.run(
            ["weather", "혜화동"],
            reporter: FakeWeatherReporter(["혜화동": .success(report)]),
            terminal: DustFixtures.plainTerminal
        )
        #expect(onTerminal.status == 0)
        let lines = onTerminal.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let uv = lines.firstIndex { $0.hasPrefix("UV") }
        #expect(uv.map { lines[$0] } == "UV    -")
        #expect(uv.map { lines[$0 + 1] } == "      getUVIdxV4 timed out")
        let piped = await F.run(["weather", "혜화동"], reporter: FakeWeatherReporter(["혜화동": .success(report)]))
        #expect(piped.status == 0)
        #expect(
            piped.stderr
                == "혜화동: UV unavailable: getUVIdxV4 timed out\n혜화동: the forecast covers 3 of the 24 hours asked for\n"
        )
    }

    @Test(
        "The full report on a terminal: now with wind and grades, today's sun, a sparkline, hours, days with derived marks"
    )
    func fullReport() async {
        let run = await F.run(
            ["weather", "혜화동", "--hours", "3"],
            reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))]),
            terminal: DustFixtures.plainTerminal
        )
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout

        #expect(text.contains("Now   12.3°C · ☀ 맑음 · 습도 45% · 바람 북동 ↙ 3.2m/s (15:00)"))
        #expect(text.contains("UV    5 보통"))
        #expect(text.contains("Dust  PM10 42 보통 · PM2.5 18 보통 (종로구, 14:00)\nSun   일출 07:27 · 일몰 17:15\n"))
        #expect(text.contains("Hourly  █▅▁  7°…12°"))
        #expect(text.contains("30~50mm"))
        #expect(text.contains("☾ 맑음"), "the 18:00 hour is after sunset")
        #expect(text.contains("~-1°"))
        #expect(text.contains(WeatherTemperatureCell.legend))
    }

    @Test("At 40 columns the full report wraps at the width: Now, UV and Dust under their value column")
    func fullReportNarrow() async {
        let run = await F.run(
            ["weather", "혜화동", "--hours", "3"],
            reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))]),
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 40)
        )
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        for line in lines { #expect(DisplayWidth.of(line) <= 40, "wider than 40: \(line)") }
        let now = lines.firstIndex { $0.hasPrefix("Now   ") }
        #expect(
            now.map { Array(lines[$0...($0 + 1)]) } == [
                "Now   12.3°C · ☀ 맑음 · 습도 45% ·", "      바람 북동 ↙ 3.2m/s (15:00)",
            ]
        )
        let dust = lines.firstIndex { $0.hasPrefix("Dust  ") }
        #expect(dust.map { Array(lines[$0...($0 + 1)]) } == ["Dust  PM10 42 보통 · PM2.5 18 보통", "      (종로구, 14:00)"])
    }

    @Test("The full report piped: now, hour and day records, tab-separated")
    func fullReportPiped() async {
        let run = await F.run(["weather", "혜화동"], reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))]))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "now\t혜화동\t2026-11-30T15:00:00+09:00\t12.3\tclear-day\tclear\t45\t3.2\tNE\t5\t보통\t42\t보통\t18\t보통\tfalse"
        )
        #expect(lines.contains("hour\t혜화동\t2026-11-30T17:00:00+09:00\t10\train\train\t60\t30~50mm\t\t4.5\tSSW"))
        #expect(lines.contains("day\t혜화동\t2026-12-01T00:00:00+09:00\t-1\ttrue\t9\tfalse\tpartly-cloudy\t30\t\t"))
        #expect(run.stderr == "혜화동: the forecast covers 3 of the 24 hours asked for\n")
    }

    @Test("--json: the documented schema; --jsonl: one line per place")
    func json() async throws {
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.report(F.hyehwa, dustNote: "AirKorea is down")),
            "강남역": .failure(.init(.unavailable, "down")),
        ])
        let run = await F.run(["weather", "--json"], reporter: reporter)
        #expect(run.status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let reports = try #require(document["reports"] as? [[String: Any]])
        let report = try #require(reports.first)
        #expect(
            Set(report.keys) == [
                "place", "latitude", "longitude", "grid_nx", "grid_ny", "forecast_base", "generated_at", "now", "uv",
                "dust", "hourly", "daily", "forecast_note", "alerts", "alerts_note", "dust_forecast",
                "dust_forecast_note",
            ]
        )
        let now = try #require(report["now"] as? [String: Any])
        #expect(now["temperature"] as? Double == 12.3)
        #expect(now["symbol"] as? String == "clear-day")
        #expect((now["wind_direction"] as? [String: Any])?["compass"] as? String == "NE")
        let dust = try #require(report["dust"] as? [String: Any])
        #expect(dust["report"] is NSNull)
        #expect(dust["note"] as? String == "AirKorea is down")
        #expect((report["uv"] as? [String: Any])?["level"] as? String == "보통")
        let hours = try #require(report["hourly"] as? [[String: Any]])
        #expect(hours.count == 3)
        let rain = try #require(hours[1]["precipitation"] as? [String: Any])
        #expect(rain["text"] as? String == "30~50mm")
        #expect(rain["value"] as? Double == 40)
        let days = try #require(report["daily"] as? [[String: Any]])
        #expect(days[1]["low_derived"] as? Bool == true)
        #expect(days[1]["low"] as? Double == -1.4)
        let failures = try #require(document["failures"] as? [[String: Any]])
        #expect(failures.first?["place"] as? String == "강남역")
        #expect(failures.first?["kind"] as? String == "unavailable")

        let lines = await F.run(
            ["weather", "--jsonl"],
            reporter: FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa)), "강남역": .success(F.report(F.gangnam))])
        )
        #expect(lines.stdout.split(separator: "\n").count == 2)
    }

    @Test(
        "--hours: passed on, validated",
        arguments: [
            (["--hours", "48"], 0, 48), (["--hours", "0"], 64, nil), (["--hours", "121"], 64, nil),
            (["--hours", "x"], 64, nil),
        ] as [([String], Int32, Int?)]
    )
    func hours(arguments: [String], status: Int32, passed: Int?) async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(["weather", "혜화동"] + arguments, reporter: reporter)
        #expect(run.status == status)
        #expect(reporter.hours == (passed.map { [$0] } ?? []))
    }

    @Test("--at: the point is reported under its name; outside Korea is a usage error")
    func point() async {
        let reporter = FakeWeatherReporter(["부산": .success(F.report(F.place("부산", 35.1796, 129.0756)))])
        let run = await F.run(
            ["weather", "부산", "--at", "35.1796,129.0756", "--format", "line", "--refresh"],
            reporter: reporter
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(reporter.asked.map(\.coordinate.latitude) == [35.1796])
        #expect(reporter.refreshes == [true])
        let outside = await F.run(["weather", "--at", "48.85,2.35"], reporter: reporter)
        #expect(outside.status == 64)
        #expect(outside.stderr.contains("outside Korea"))
    }

    @Test("--map uv: every saved place and the --at point, north to south, levels and bars")
    func mapUV() async {
        let busan = F.place("부산", 35.1796, 129.0756)
        let reporter = FakeWeatherReporter([
            "혜화동": .success(F.report(F.hyehwa, uvValue: 2)), "제주": .success(F.report(F.jeju, uvValue: 8)),
            "부산": .success(F.report(busan, uvValue: 4)),
        ])
        let places = FakeWeatherPlaces(saved: [F.jeju, F.hyehwa])
        let piped = await F.run(
            ["weather", "--map", "uv", "--at", "35.1796,129.0756", "부산"],
            reporter: reporter,
            places: places
        )
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(
            piped.stdout
                == "혜화동\t37.5863\t127.0019\t2\t낮음\n부산\t35.1796\t129.0756\t4\t보통\n제주\t33.4996\t126.5312\t8\t매우높음\n"
        )
        let terminal = await F.run(
            ["weather", "--map", "uv"],
            reporter: reporter,
            places: places,
            terminal: DustFixtures.colorTerminal
        )
        let rows = terminal.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == 3)
        #expect(rows[1].contains(ANSIStyle.blue.apply(to: "낮음", enabled: true)))
        #expect(rows[2].contains(String(repeating: "█", count: 20)), "the highest index fills the bar")
        #expect(
            rows[1].contains(String(repeating: "█", count: 5)) && !rows[1].contains(String(repeating: "█", count: 6))
        )
    }

    @Test("--map with a place, or with --json, is a usage error")
    func mapUsage() async {
        let reporter = FakeWeatherReporter([:])
        #expect(await F.run(["weather", "혜화동", "--map", "temp"], reporter: reporter).status == 64)
        #expect(await F.run(["weather", "--map", "dust", "--json"], reporter: reporter).status == 64)
        #expect(await F.run(["weather", "--map", "wind"], reporter: reporter).status == 64)
        #expect(reporter.asked.isEmpty)
    }

    @Test("No saved places: a hint, exit 64; an ambiguous name lists the candidates")
    func noPlaces() async {
        let reporter = FakeWeatherReporter([:])
        let none = await F.run(["weather"], reporter: reporter, places: FakeWeatherPlaces(saved: []))
        #expect(none.status == 64)
        #expect(none.stderr.contains("qsearch places add"))
        let candidates = [
            PlaceCandidate(
                name: "광주",
                address: "광주광역시",
                coordinate: GeoCoordinate(latitude: 35.16, longitude: 126.85)!
            ),
            PlaceCandidate(
                name: "광주",
                address: "경기도 광주시",
                coordinate: GeoCoordinate(latitude: 37.43, longitude: 127.25)!
            ),
        ]
        let ambiguous = await F.run(
            ["weather", "광주"],
            reporter: reporter,
            places: FakeWeatherPlaces(saved: [], ambiguous: ["광주": candidates])
        )
        #expect(ambiguous.status == 64)
        #expect(ambiguous.stderr.contains("2. 광주 (경기도 광주시)"))
    }
}
