import Foundation
import TestSupport
import Testing

/// Portal answers that are not weather (issue 16 §2), served by the mock's `field=` fault: values
/// in forms KMA does not publish, rows for another cell or base, an old now-cast, times far from
/// the clock, and a village forecast missing beside a now-cast. The clocks are fixed at 14:05 KST
/// (village base 11:00, now-cast 13:00, UV bulletin 06:00, readings 14:00).
@Suite("qsearch weather and dust against answers that are not weather")
struct UntrustedWeatherTests {
    static let point = "37.5665,126.9780"

    static func weather(_ faults: [String], _ arguments: [String] = []) async throws -> ProcessResult {
        let sandbox = try QSearchSandbox(faults: faults, now: DustCommandTests.nowDate)
        return try await WeatherCommandTests.weather(sandbox, ["--at", point] + arguments)
    }

    static func report(_ run: ProcessResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    @Test(
        "A now-cast temperature of 0x1F or 4.2e1 is left out with one note, never 31 or 42 °C",
        arguments: ["0x1F", "4.2e1"]
    )
    func unpublishedNowcastValue(_ value: String) async throws {
        let run = try await Self.weather(["kma-nowcast:field=obsrValue=\(value):where=category=T1H"], ["--jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let now = try #require(try Self.report(run)["now"] as? [String: Any])
        #expect(now["temperature"] is NSNull, "\(now)")
        #expect(now["humidity"] is NSNumber, "the other values stand")
        #expect(now["note"] as? String == "kma-nowcast: left out 1 value not in a form KMA publishes (T1H)")
    }

    @Test("Forecast temperatures of 0x1F are left out of every hour, with one note for the answer")
    func unpublishedForecastValues() async throws {
        let run = try await Self.weather(["kma-village:field=fcstValue=0x1F:where=category=TMP"], ["--jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try Self.report(run)
        let hours = try #require(report["hourly"] as? [[String: Any]])
        #expect(!hours.isEmpty)
        #expect(hours.allSatisfy { $0["temperature"] is NSNull })
        #expect(hours.allSatisfy { $0["humidity"] is NSNumber })
        let note = try #require(report["forecast_note"] as? String)
        #expect(note.hasPrefix("kma-village: left out "), "\(note)")
        #expect(note.hasSuffix(" values not in a form KMA publishes (TMP)"), "\(note)")
    }

    @Test("Now-cast rows for another grid cell or a base a week ago are ignored: the now-cast fails, saying so")
    func nowcastForAnotherCellOrBase() async throws {
        for fault in ["kma-nowcast:field=nx=61", "kma-nowcast:field=baseDate=20261119"] {
            let run = try await Self.weather([fault], ["--jsonl"])
            #expect(run.status == 0, "\(fault): \(run.stderr)")
            let now = try #require(try Self.report(run)["now"] as? [String: Any])
            #expect(now["observed_at"] is NSNull, "\(fault): \(now)")
            #expect(now["temperature"] is NSNull)
            let note = try #require(now["note"] as? String)
            #expect(note.contains("no rows for grid 60,127 at the 20261126 1200 base"), "\(fault): \(note)")
            #expect(note.contains("its rows are for another cell or base"), "\(fault): \(note)")
        }
    }

    @Test("A village forecast for another base, beside a now-cast: the now-cast is shown with the note, exit 2")
    func villageMissingNowcastThere() async throws {
        let json = try await Self.weather(["kma-village:field=baseDate=20261119"], ["--jsonl"])
        #expect(json.status == 2, "\(json.stderr)")
        #expect(json.stderr.isEmpty, "no error line: the report stands")
        let report = try Self.report(json)
        #expect(report["forecast_base"] is NSNull)
        #expect((report["hourly"] as? [Any])?.isEmpty == true)
        #expect((report["daily"] as? [Any])?.isEmpty == true)
        #expect((report["now"] as? [String: Any])?["temperature"] is NSNumber)
        let note = try #require(report["forecast_note"] as? String)
        #expect(note.contains("kma-village: the answer has no rows for grid 60,127"), "\(note)")

        let table = try await Self.weather(["kma-village:field=baseDate=20261119"])
        #expect(table.status == 2)
        #expect(table.stdoutLines.first?.hasPrefix("now\t") == true, "\(table.stdout)")
        #expect(table.stderrLines.contains { $0.contains(": forecast: kma-village: the answer has no rows") })
    }

    @Test("A forecast row dated 29991231 is no hour; the rows at their real times stand")
    func forecastFarInTheFuture() async throws {
        let run = try await Self.weather(
            ["kma-village:field=fcstDate=29991231:where=fcstTime=1500"],
            ["--jsonl", "--hours", "120"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        let report = try Self.report(run)
        let times = try #require(report["hourly"] as? [[String: Any]]).compactMap { $0["time"] as? String }
        #expect(!times.isEmpty)
        #expect(times.allSatisfy { $0.hasPrefix("2026-11-") })
        #expect(!times.contains { $0.contains("T15:00") }, "\(times)")
        let days = try #require(report["daily"] as? [[String: Any]]).compactMap { $0["date"] as? String }
        #expect(!days.isEmpty)
        #expect(days.allSatisfy { $0.hasPrefix("2026-") }, "no day in 2999: \(days)")
        let note = try #require(report["forecast_note"] as? String)
        #expect(note.contains("rows not timed within the base's forecast range"), "\(note)")
    }

    @Test("A now-cast two hours old (the newest base missing) is shown as stale with its time, in JSON and piped")
    func staleNowcast() async throws {
        let json = try await Self.weather(["kma-nowcast:error=portal-03:times=1"], ["--jsonl"])
        #expect(json.status == 0, "\(json.stderr)")
        let now = try #require(try Self.report(json)["now"] as? [String: Any])
        #expect(now["observed_at"] as? String == "2026-11-26T12:00:00+09:00")
        #expect(now["stale"] as? Bool == true)

        let piped = try await Self.weather(["kma-nowcast:error=portal-03:times=1"])
        #expect(piped.status == 0)
        #expect(piped.stdoutLines.first?.hasSuffix("\ttrue") == true, "\(piped.stdout)")
        #expect(piped.stderr.contains("now-cast is stale: observed 12:00 (2 hours ago); not the weather now"))

        let fresh = try await Self.weather([], ["--jsonl"])
        #expect((try Self.report(fresh)["now"] as? [String: Any])?["stale"] as? Bool == false)
    }

    @Test("A UV value of 0x1F for this hour, or a bulletin for another region, is no UV index")
    func unpublishedUV() async throws {
        let hex = try await Self.weather(["kma-uv:field=h6=0x1F"], ["--jsonl"])
        let hexUV = try #require(try Self.report(hex)["uv"] as? [String: Any])
        #expect(hexUV["value"] is NSNull)
        #expect((hexUV["note"] as? String)?.contains("left out this hour's value") == true, "\(hexUV)")
        let other = try await Self.weather(["kma-uv:field=areaNo=2600000000"], ["--jsonl"])
        let otherUV = try #require(try Self.report(other)["uv"] as? [String: Any])
        #expect(otherUV["value"] is NSNull)
        #expect((otherUV["note"] as? String)?.contains("another region or time") == true, "\(otherUV)")
    }

    @Test(
        "AirKorea readings timed 9999-12-31 24:00 or a year ahead are not current: no station's, exit 69",
        arguments: [
            ("9999-12-31%2024%3A00", "has published no readings"),
            ("2027-11-26%2014%3A00", "has published no current readings"),
        ]
    )
    func readingsFarFromTheClock(_ dataTime: String, _ message: String) async throws {
        let sandbox = try QSearchSandbox(
            faults: ["airkorea-station:field=dataTime=\(dataTime)"],
            now: DustCommandTests.nowDate
        )
        let run = try await DustCommandTests.dust(sandbox, "--at", Self.point, "--jsonl")
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }
}
