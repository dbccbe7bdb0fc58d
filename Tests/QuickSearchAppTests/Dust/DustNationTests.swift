import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch dust --nation: one row per province with grade bars")
struct DustNationTests {
    typealias F = DustFixtures

    static let provinces = [
        ProvinceDust(
            province: "서울",
            pm10: F.pm(75, .pm10),
            pm25: F.pm(37.5, .pm25),
            stationCount: 25,
            measuredAt: F.dataTime
        ),
        ProvinceDust(
            province: "부산",
            pm10: F.pm(400, .pm10),
            pm25: F.pm(0, .pm25),
            stationCount: 20,
            measuredAt: F.dataTime
        ),
        ProvinceDust(
            province: "세종",
            pm10: .unavailable("측정값 없음"),
            pm25: .unavailable("측정값 없음"),
            stationCount: 0,
            measuredAt: nil
        ),
    ]
    static let reporter = FakeDustReporter(nation: .success(provinces))

    @Test("Bars: half the 매우나쁨 threshold is half the bar, above it is clamped, a missing value is blank")
    func unicodeTable() async {
        let run = await F.run(
            ["dust", "--nation"],
            reporter: Self.reporter,
            terminal: F.plainTerminal,
            environment: ["LANG": "ko_KR.UTF-8"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                PROVINCE  PM10                      PM2.5           STATIONS  TIME
                서울      75 보통       █████       38 나쁨  █████        25  14:00
                부산      400 매우나쁨  ██████████  0 좋음                20  14:00
                세종      -                         -                      0  -

                """
        )
    }

    @Test("Without a UTF-8 locale the bars are #")
    func asciiBars() async {
        let run = await F.run(
            ["dust", "--nation"],
            reporter: Self.reporter,
            terminal: F.plainTerminal,
            environment: ["LANG": "C"]
        )
        #expect(run.stdout.contains("서울      75 보통       #####       38 나쁨  #####        25  14:00"))
        #expect(!run.stdout.contains("█"))
    }

    @Test(
        "Partial blocks in eighths; bars always fill the gauge's width",
        arguments: [
            (18.75, "█▎        "), (15.0, "█         "), (0.0, "          "), (150.0, "██████████"),
            (1e300, "██████████"), (-5.0, "          "),
        ]
    )
    func gauge(value: Double, bar: String) {
        #expect(DustGauge(width: 10, unicode: true).render(value, pollutant: .pm10) == bar)
    }

    @Test("A missing or non-finite value is a blank gauge")
    func blankGauge() {
        let gauge = DustGauge(width: 4, unicode: false)
        #expect(gauge.render(nil, pollutant: .pm25) == "    ")
        #expect(gauge.render(.nan, pollutant: .pm25) == "    ")
        #expect(gauge.render(.infinity, pollutant: .pm25) == "    ")
        #expect(gauge.render(37.5, pollutant: .pm25) == "##  ")
    }

    @Test(
        "UTF-8 comes from LC_ALL, else LC_CTYPE, else LANG",
        arguments: [
            (["LANG": "en_US.UTF-8"], true), (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
            (["LC_CTYPE": "ko_KR.utf8"], true), ([:], false), (["LC_ALL": "", "LANG": "C.UTF-8"], true),
        ]
    )
    func locale(environment: [String: String], isUTF8: Bool) {
        #expect(DustGauge.isUTF8(environment: environment) == isUTF8)
    }

    @Test("Coloured: the value and its bar in the grade's colour")
    func colours() async {
        let run = await F.run(
            ["dust", "--nation"],
            reporter: Self.reporter,
            terminal: F.colorTerminal,
            environment: ["LANG": "C.UTF-8"]
        )
        #expect(run.stdout.contains("\u{1B}[31m400 매우나쁨\u{1B}[0m"))
        #expect(run.stdout.contains("\u{1B}[31m██████████\u{1B}[0m"))
        #expect(run.stdout.contains("\u{1B}[34m0 좋음\u{1B}[0m"))
    }

    @Test("Piped: tab-separated rows without bars")
    func plainRows() async {
        let run = await F.run(["dust", "--nation"], reporter: Self.reporter)
        #expect(
            run.stdout == """
                서울\t75\t보통\t38\t나쁨\t25\t2026-11-30T14:00:00+09:00
                부산\t400\t매우나쁨\t0\t좋음\t20\t2026-11-30T14:00:00+09:00
                세종\t\t\t\t\t0\t

                """
        )
    }

    @Test("--jsonl and --json carry each province's means, grades and reasons")
    func json() async {
        let lines = await F.run(["dust", "--nation", "--jsonl"], reporter: Self.reporter).stdout
        #expect(
            lines.split(separator: "\n").map(String.init) == [
                #"{"data_time":"2026-11-30T14:00:00+09:00","pm10":{"grade":"보통","unavailable_reason":null,"value":75},"pm25":{"grade":"나쁨","unavailable_reason":null,"value":37.5},"province":"서울","station_count":25}"#,
                #"{"data_time":"2026-11-30T14:00:00+09:00","pm10":{"grade":"매우나쁨","unavailable_reason":null,"value":400},"pm25":{"grade":"좋음","unavailable_reason":null,"value":0},"province":"부산","station_count":20}"#,
                #"{"data_time":null,"pm10":{"grade":null,"unavailable_reason":"측정값 없음","value":null},"pm25":{"grade":null,"unavailable_reason":"측정값 없음","value":null},"province":"세종","station_count":0}"#,
            ]
        )
        let document = await F.run(["dust", "--nation", "--json"], reporter: Self.reporter).stdout
        #expect(
            document.hasPrefix("{\n  \"provinces\" : [\n    {\n      \"data_time\" : \"2026-11-30T14:00:00+09:00\"")
        )
    }

    @Test("A failure of the nation-wide request is one line with its exit code")
    func failure() async {
        let reporter = FakeDustReporter(
            nation: .failure(.init(.authentication, "data.go.kr: the key is not registered for this service"))
        )
        let run = await F.run(["dust", "--nation"], reporter: reporter)
        #expect(run.status == 78)
        #expect(run.stderr == "qsearch: error: data.go.kr: the key is not registered for this service\n")
        #expect(run.stdout == "")
    }
}
