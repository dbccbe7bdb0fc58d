import CommandKit
import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchApp

/// `qsearch brief` with fakes for the data layer: every place asked at once, a place whose
/// weather fails showing its dust and alerts, and the view's forms.
@Suite("qsearch brief")
struct BriefCommandTests {
    typealias W = WeatherFixtures

    static func run(
        _ arguments: [String],
        weather: FakeWeatherReporter,
        dust: FakeDustReporter = FakeDustReporter(),
        outlook: FakeOutlook = FakeOutlook(),
        terminal: TerminalCapabilities = DustFixtures.pipe
    ) async -> DustFixtures.Run {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: ["HOME": "/nonexistent-qsearch-test", "LANG": "ko_KR.UTF-8", "QSEARCH_NOW": W.nowText],
            stdout: stdout,
            stderr: stderr,
            terminal: terminal,
            stderrIsTerminal: false
        )
        let status = await QSearchTool.run(
            arguments + ["--no-events"],
            io: context,
            seam: RuntimeSeam(
                dust: dust,
                weather: weather,
                alerts: outlook,
                dustForecast: outlook,
                places: FakeWeatherPlaces(saved: [W.hyehwa, W.gangnam])
            )
        )
        return DustFixtures.Run(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    @Test("every place's weather is asked at the same time; a failed one shows its dust, exit 2")
    func failingPlace() async {
        let weather = FakeWeatherReporter(
            ["혜화동": .success(W.report(W.hyehwa)), "강남역": .failure(.init(.unavailable, "kma-village: down"))],
            gate: 2
        )
        let dust = FakeDustReporter(answers: ["강남역": .success(DustFixtures.gangnamReport)])
        let run = await Self.run(["brief"], weather: weather, dust: dust)
        #expect(run.status == 2)
        #expect(weather.asked.map(\.name).sorted() == ["강남역", "혜화동"])
        #expect(dust.asked == ["강남역"], "the dust of the failed place only, read alone")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("혜화동 ☀ 12°C 맑음 ↓4 ↑15 · 17시 비 60% · PM10 42 보통 · PM2.5 18 보통"), "\(run.stdout)")
        #expect(lines[1] == "강남역 · PM10 - (점검및교정) · PM2.5 80 매우나쁨", "\(run.stdout)")
        #expect(run.stderr.contains("강남역: weather unavailable: kma-village: down"), "\(run.stderr)")
    }

    @Test("on a terminal a block per place: now, low and high, next rain, dust and tomorrow, UV peak, alerts")
    func block() async {
        var report = W.report(W.hyehwa)
        report.uvPeak = UVIndex(time: W.time(12), value: 6)
        let outlook = FakeOutlook(
            bulletin: AlertBulletin(
                warnings: .available([
                    ZonedWarning(
                        kind: .heavyRain,
                        level: .warning,
                        zones: [WarningZone(name: "서울", parts: [])],
                        issuedAt: W.time(9)
                    )
                ]),
                dustAlerts: .available([])
            ),
            forecast: .success(
                DustForecast(entries: [
                    DustForecastEntry(
                        date: KoreaTime.calendar.startOfDay(for: W.now).addingTimeInterval(86_400),
                        pollutant: .pm25,
                        region: .seoul,
                        grade: .bad,
                        issuedAt: W.time(11),
                        cause: nil
                    )
                ])
            )
        )
        var place = W.hyehwa
        place.address = "서울특별시 종로구 혜화동"
        let weather = FakeWeatherReporter(["혜화동": .success(report)])
        let stdout = TextBuffer()
        let context = ProgramIO(
            variables: ["HOME": "/nonexistent-qsearch-test", "LANG": "ko_KR.UTF-8", "QSEARCH_NOW": W.nowText],
            stdout: stdout,
            stderr: TextBuffer(),
            terminal: DustFixtures.plainTerminal,
            stderrIsTerminal: false
        )
        let status = await QSearchTool.run(
            ["brief", "--no-events"],
            io: context,
            seam: RuntimeSeam(
                weather: weather,
                alerts: outlook,
                dustForecast: outlook,
                places: FakeWeatherPlaces(saved: [place])
            )
        )
        #expect(status == 0)
        #expect(
            stdout.text == """
                혜화동  ☀ 12°C 맑음 · ↓4° ↑15° · next rain 17시 비 60%
                  Dust  PM10 42 보통 · PM2.5 18 보통 · tomorrow 나쁨 (종로구, 14:00)
                  UV    peak 6 높음 at 12:00
                  ⚠ 호우경보 (서울) · issued 09:00

                """
        )
    }
}
