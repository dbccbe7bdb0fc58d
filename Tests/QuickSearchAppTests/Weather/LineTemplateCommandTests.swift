import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("--format TEMPLATE on weather and dust: every placeholder, named templates, unknown placeholders")
struct LineTemplateCommandTests {
    typealias F = WeatherFixtures

    /// Every placeholder the table lists, separated so each value is seen on its own.
    static let everyPlaceholder = LinePlaceholders.all.map(\.token).joined(separator: "|")

    @Test("Every placeholder of weather: the report's values at 15:10, the sun computed at the place")
    func everyWeatherPlaceholder() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(["weather", "혜화동", "--format", Self.everyPlaceholder], reporter: reporter)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.everyPlaceholder == "%p|%t|%f|%c|%C|%h|%w|%r|%R|%l|%H|%u|%d|%D|%F|%a|%S|%s|%%")
        // The fake place has no address: no forecast region (%F unknown, -) and no alerts (%a empty).
        #expect(run.stdout == "혜화동|12°C|12°C|☀|맑음|45%|↙3.2m/s|10%|17시 비 60%|4°|15°|5|보통|보통|-||07:27|17:15|%\n")
        #expect(run.stderr == "")
    }

    @Test(
        "%f: the wind chill at −5 °C with 3.2 m/s, the heat index at 33 °C with 45 %",
        arguments: [(-5.0, "-5°C -10°C"), (33.0, "33°C 35°C"), (18.0, "18°C 18°C")]
    )
    func feelsLike(temperature: Double, line: String) async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa, temperature: temperature))])
        let run = await F.run(["weather", "혜화동", "--format", "%t %f"], reporter: reporter)
        #expect(run.stdout == line + "\n", "\(run.stderr)")
    }

    @Test("Unknown values read -, %R is empty without rain in the coming 24 hours")
    func unknownAndEmpty() async {
        var report = F.report(F.hyehwa, uvNote: "getUVIdxV4 timed out", dustNote: "AirKorea is down", nowNote: "down")
        report.hourly = report.hourly.map { hour in
            var dry = hour
            dry.condition = .sky(.clear)
            return dry
        }
        report.daily = []
        let reporter = FakeWeatherReporter(["혜화동": .success(report)])
        let run = await F.run(["weather", "혜화동", "--format", "[%R] %u %d %D %l %H %h"], reporter: reporter)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "[] - - - - - -\n", "the first hour has no humidity either")
        let noHours = FakeWeatherReporter(["혜화동": .success(F.nowcastOnly(F.hyehwa))])
        let bare = await F.run(["weather", "혜화동", "--format", "%t [%R] %r"], reporter: noHours)
        #expect(bare.stdout == "12°C [-] -\n", "no hours: the next rain is unknown, not none")
    }

    @Test("%R on the next day says 내일; past 24 hours it is none")
    func nextDayRain() async {
        var report = F.report(F.hyehwa)
        report.hourly = report.hourly.map { hour in
            var dry = hour
            dry.condition = .sky(.clear)
            return dry
        }
        var late = report.hourly[0]
        late.time = F.time(3, day: 1)
        late.condition = .precipitation(.snow)
        late.chanceOfRain = 70
        var beyond = late
        beyond.time = F.time(16, day: 1)
        beyond.condition = .precipitation(.rain)
        let reporter = FakeWeatherReporter([
            "혜화동": .success(withHours(report, report.hourly + [late])),
            "강남역": .success(withHours(report, report.hourly + [beyond], name: "강남역")),
        ])
        let run = await F.run(["weather", "--format", "%p [%R]"], reporter: reporter)
        #expect(run.stdout == "혜화동 [내일 03시 눈 70%]\n강남역 []\n", "\(run.stderr)")
    }

    private func withHours(_ report: WeatherReport, _ hours: [HourlyForecast], name: String? = nil) -> WeatherReport {
        var report = report
        report.hourly = hours
        if let name { report.placeName = name }
        return report
    }

    @Test("line is the named template '%p %c %t ↓%l ↑%H 강수 %r %a'; an empty %a takes its space away")
    func lineIsATemplate() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let line = await F.run(["weather", "혜화동", "--format", "line"], reporter: reporter)
        let spelled = await F.run(["weather", "혜화동", "--format", WeatherCommand.lineTemplate], reporter: reporter)
        #expect(WeatherCommand.lineTemplate == "%p %c %t ↓%l ↑%H 강수 %r %a")
        #expect(line.stdout == "혜화동 ☀ 12°C ↓4° ↑15° 강수 10%\n")
        #expect(spelled.stdout == line.stdout)
    }

    @Test("A template of the user's own by name: format.NAME from the config file or the environment")
    func namedTemplate() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(
            ["weather", "혜화동", "--format", "bar"],
            reporter: reporter,
            environment: ["format.bar": "%c %t 체감 %f"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "☀ 12°C 체감 12°C\n")
        let unknown = await F.run(
            ["weather", "혜화동", "--format", "baz"],
            reporter: reporter,
            environment: ["format.bar": "%t"]
        )
        #expect(unknown.status == 64)
        #expect(
            unknown.stderr.hasPrefix(
                "qsearch: error: --format: no format called 'baz'; did you mean 'bar'? use table, line, bar, a template with % placeholders"
            ),
            "\(unknown.stderr)"
        )
        #expect(reporter.asked.count == 1, "a bad --format asks nothing")
    }

    @Test("A named template with an unknown placeholder is a configuration error naming the key (78)")
    func badNamedTemplate() async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(
            ["weather", "혜화동", "--format", "bar"],
            reporter: reporter,
            environment: ["format.bar": "%t %q"]
        )
        #expect(run.status == 78)
        #expect(run.stderr.contains("format.bar in the config file: unknown placeholder '%q'"), "\(run.stderr)")
        #expect(reporter.asked.isEmpty)
    }

    @Test(
        "An unknown placeholder, or a % ending the template, is exit 64 naming it",
        arguments: [("%p %x", "'%x'"), ("%t 100%", "'%'"), ("%p %T", "'%T'")]
    )
    func unknownPlaceholder(template: String, token: String) async {
        let reporter = FakeWeatherReporter(["혜화동": .success(F.report(F.hyehwa))])
        let run = await F.run(["weather", "혜화동", "--format", template], reporter: reporter)
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr.hasPrefix("qsearch: error: --format: unknown placeholder \(token); qsearch weather knows %p %t"),
            "\(run.stderr)"
        )
        #expect(reporter.asked.isEmpty)
    }

    @Test("dust --format: the place, dust and sun placeholders; a weather one is exit 64 saying so")
    func dustTemplate() async {
        let reporter = FakeDustReporter(answers: [
            "혜화동": .success(DustFixtures.hyehwaReport), "강남역": .success(DustFixtures.gangnamReport),
        ])
        let run = await DustFixtures.run(["dust", "--format", "%p 미세 %d 초미세 %D 100%%"], reporter: reporter)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "혜화동 미세 보통 초미세 보통 100%\n강남역 미세 - 초미세 매우나쁨 100%\n")
        let weather = await DustFixtures.run(["dust", "--format", "%p %t"], reporter: reporter)
        #expect(weather.status == 64)
        #expect(
            weather.stderr.hasPrefix(
                "qsearch: error: --format: %t (the temperature now (12°C)) is not among what qsearch dust fetches; it knows %p %d %D %F %a %S %s %%"
            ),
            "\(weather.stderr)"
        )
        let nation = await DustFixtures.run(["dust", "--nation", "--format", "%p"], reporter: reporter)
        #expect(nation.status == 64)
        #expect(nation.stderr.contains("--format '%p' is for places"), "\(nation.stderr)")
    }

    @Test("Help lists every placeholder with what it shows; completion offers them with descriptions")
    func documented() async throws {
        let help = await F.run(["weather", "--help"], reporter: FakeWeatherReporter([:]))
        let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for placeholder in LinePlaceholders.all {
            #expect(flat.contains("\(placeholder.token) \(placeholder.summary)"), "\(placeholder.token)")
        }
        let dustHelp = await DustFixtures.run(["dust", "--help"])
        let dustFlat = dustHelp.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(dustFlat.contains("%d the PM10 grade now"))
        #expect(!dustFlat.contains("%t the temperature now"))
        for shell in ["bash", "zsh", "fish"] {
            let script = await F.run(["completion", shell], reporter: FakeWeatherReporter([:]))
            #expect(script.stdout.contains("%R"), "\(shell)")
            let described = shell == "zsh" ? #"the\ next\ rain\ or\ snow"# : "the next rain or snow"
            if shell != "bash" { #expect(script.stdout.contains(described), "\(shell)") }
        }
    }
}
