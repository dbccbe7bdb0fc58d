import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch dust prints places as a table, plain rows, lines and JSON")
struct DustPlaceOutputTests {
    typealias F = DustFixtures
    static let reporter = FakeDustReporter(answers: ["혜화동": .success(F.hyehwaReport), "강남역": .success(F.gangnamReport)])

    @Test("On a terminal: one row per place, in saved order, with notes for what the table cannot show")
    func table() async {
        let run = await F.run(["dust"], reporter: Self.reporter, terminal: F.plainTerminal)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                PLACE   STATION          PM10     PM2.5        24H PM10/2.5  KHAI     O3    NO2  TIME
                혜화동  종로구 (1.2 km)  42 보통  18 보통      45/20           65  0.032  0.015  14:00
                강남역  강남구 (0.8 km)  -        80 매우나쁨  45/20           65  0.032  0.015  14:00
                강남역: nearest station 서초구 had no PM readings; using 강남구 (0.8 km)
                강남역: unavailable: PM10 (점검및교정)

                """
        )
        #expect(run.stderr == "")
    }

    @Test("A narrow terminal drops the least important columns; place, PM10 and PM2.5 stay", arguments: [40, 60, 80])
    func narrow(width: Int) async {
        let run = await F.run(
            ["dust"],
            reporter: Self.reporter,
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: width)
        )
        let rows = run.stdout.split(separator: "\n").prefix(3)
        #expect(rows.allSatisfy { DisplayWidth.of(String($0)) <= width }, "\(run.stdout)")
        #expect(rows[1].hasPrefix("혜화동") && rows[1].contains("42 보통") && rows[1].contains("18 보통"), "\(run.stdout)")
        #expect(rows[2].contains("80 매우나쁨"), "\(run.stdout)")
    }

    @Test("Grades are coloured as AirKorea colours them only when colour is on")
    func colours() async {
        let run = await F.run(["dust"], reporter: Self.reporter, terminal: F.colorTerminal)
        #expect(run.stdout.contains("\u{1B}[32m42 보통\u{1B}[0m"))
        #expect(run.stdout.contains("\u{1B}[31m80 매우나쁨\u{1B}[0m"))
        #expect(run.stdout.contains("\u{1B}[2m-\u{1B}[0m"))
        let plain = await F.run(["dust"], reporter: Self.reporter, terminal: F.plainTerminal)
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test("Each grade has its colour: 좋음 blue, 보통 green, 나쁨 yellow, 매우나쁨 red")
    func gradeStyles() {
        #expect(DustGrade.allCases.map(\.style) == [.blue, .green, .yellow, .red])
    }

    @Test("The grade shown is the domain's, not one the CLI computes")
    func domainGrade() async {
        var report = F.hyehwaReport
        report.readings.pm10 = DustMeasurement(value: 31, grade: Pollutant.pm10.grade(of: 31), unavailableReason: nil)
        report.readings.pm25 = DustMeasurement(value: 15, grade: Pollutant.pm25.grade(of: 15), unavailableReason: nil)
        let reporter = FakeDustReporter(answers: ["혜화동": .success(report)])
        let run = await F.run(["dust", "혜화동", "--format", "line"], reporter: reporter)
        #expect(run.stdout == "혜화동 PM10 31 보통 · PM2.5 15 좋음 (14:00)\n")
    }

    @Test("Piped: tab-separated rows with separate grade fields, no colour, notes on stderr")
    func plainRows() async {
        let run = await F.run(["dust"], reporter: Self.reporter)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                혜화동\t종로구\t1.2\t42\t보통\t18\t보통\t45\t20\t65\t0.032\t0.015\t2026-11-30T14:00:00+09:00
                강남역\t강남구\t0.8\t\t\t80\t매우나쁨\t45\t20\t65\t0.032\t0.015\t2026-11-30T14:00:00+09:00

                """
        )
        #expect(
            run.stderr == """
                강남역: nearest station 서초구 had no PM readings; using 강남구 (0.8 km)
                강남역: unavailable: PM10 (점검및교정)

                """
        )
    }

    /// Issue 19: a point 363 km from its station got a reading without a word.
    @Test("A station past 30 km: marked far in the table, a warning in every form, station_far in JSON")
    func farStation() async throws {
        let sea = DustTarget(name: "38.6,131.9", coordinate: GeoCoordinate(latitude: 38.6, longitude: 131.9)!)
        let far = F.report(sea, station: "울릉", distance: 363.04, pm10: F.pm(42, .pm10), pm25: F.pm(18, .pm25))
        let edge = F.report(F.jeju, station: "연동", distance: 30, pm10: F.pm(42, .pm10), pm25: F.pm(18, .pm25))
        let reporter = FakeDustReporter(answers: ["38.6,131.9": .success(far), "제주": .success(edge)])
        let warning =
            "qsearch: warning: 38.6,131.9: the station used, 울릉, is 363.0 km away, more than 30 km: its readings may not be the air there\n"
        let table = await F.run(["dust", "--at", "38.6,131.9"], reporter: reporter, terminal: F.plainTerminal)
        #expect(table.status == 0)
        #expect(table.stdout.contains("울릉 (363.0 km) far"), "\(table.stdout)")
        #expect(table.stderr == warning)
        let json = await F.run(["dust", "--at", "38.6,131.9", "--jsonl"], reporter: reporter)
        let record = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(record["station_far"] as? Bool == true && record["station_distance_km"] as? Double == 363.04)
        #expect(json.stderr == warning)
        let coloured = await F.run(["dust", "--at", "38.6,131.9"], reporter: reporter, terminal: F.colorTerminal)
        #expect(coloured.stdout.contains("\u{1B}[33m울릉 (363.0 km) far\u{1B}[0m"), "\(coloured.stdout)")
        let atTheLimit = await F.run(
            ["dust", "제주", "--jsonl"],
            reporter: reporter,
            places: FakeDustPlaces(saved: [F.jeju])
        )
        #expect(
            atTheLimit.stdout.contains(#""station_far":false"#) && atTheLimit.stderr.isEmpty,
            "\(atTheLimit.stderr)"
        )
    }

    @Test("--format line: exactly the status-bar line, one per place")
    func line() async {
        let run = await F.run(["dust", "--format", "line"], reporter: Self.reporter, terminal: F.colorTerminal)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                혜화동 PM10 42 보통 · PM2.5 18 보통 (14:00)
                강남역 PM10 - (점검및교정) · PM2.5 80 매우나쁨 (14:00)

                """
        )
    }

    @Test("--format line is coloured only when colour is forced")
    func lineForcedColour() async {
        let forced = await F.run(["dust", "혜화동", "--format", "line", "--color", "always"], reporter: Self.reporter)
        #expect(forced.stdout == "혜화동 PM10 \u{1B}[32m42 보통\u{1B}[0m · PM2.5 \u{1B}[32m18 보통\u{1B}[0m (14:00)\n")
        let environment = await F.run(
            ["dust", "혜화동", "--format", "line"],
            reporter: Self.reporter,
            environment: ["FORCE_COLOR": "1"]
        )
        #expect(environment.stdout == forced.stdout)
        let vetoed = await F.run(
            ["dust", "혜화동", "--format", "line", "--color", "never"],
            reporter: Self.reporter,
            environment: ["FORCE_COLOR": "1"]
        )
        #expect(vetoed.stdout == "혜화동 PM10 42 보통 · PM2.5 18 보통 (14:00)\n")
    }

    @Test("A value without a reason reads 측정값 없음; data from another day shows its date")
    func missingWithoutReasonAndOldData() async {
        // The 29th's 24:00, as AirKorea dates it: midnight starting the 30th.
        let yesterday = KoreaTime.calendar.date(from: DateComponents(year: 2026, month: 11, day: 30))!
        let report = F.report(
            F.hyehwa,
            station: "종로구",
            pm10: F.pm(42, .pm10),
            pm25: DustMeasurement(value: nil, grade: nil, unavailableReason: nil),
            at: yesterday
        )
        let reporter = FakeDustReporter(answers: ["혜화동": .success(report)])
        let run = await F.run(
            ["dust", "혜화동", "--format", "line"],
            reporter: reporter,
            environment: ["QSEARCH_NOW": "2026-12-01T00:30:00+09:00"]
        )
        #expect(run.stdout == "혜화동 PM10 42 보통 · PM2.5 - (측정값 없음) (11-30 00:00)\n")
    }

    @Test("--json: one document with every key, the failures listed")
    func json() async {
        let reporter = FakeDustReporter(answers: [
            "혜화동": .success(F.hyehwaReport), "강남역": .failure(.init(.rateLimited, "data.go.kr: daily quota exceeded")),
        ])
        let run = await F.run(["dust", "--json"], reporter: reporter)
        #expect(run.status == 2)
        #expect(
            run.stdout == """
                {
                  "failures" : [
                    {
                      "kind" : "rate_limited",
                      "message" : "data.go.kr: daily quota exceeded",
                      "place" : "강남역"
                    }
                  ],
                  "reports" : [
                    {
                      "alerts" : null,
                      "alerts_note" : "the alerts are by province and city, and 혜화동's are not known: save it with an address, or set KAKAO_REST_API_KEY",
                      "data_time" : "2026-11-30T14:00:00+09:00",
                      "forecast" : null,
                      "forecast_note" : "the forecast region of 혜화동 cannot be told from its address (경기 and 강원 need the city)",
                      "khai" : {
                        "grade" : "보통",
                        "unavailable_reason" : null,
                        "value" : 65
                      },
                      "latitude" : 37.5863,
                      "longitude" : 127.0019,
                      "no2" : {
                        "grade" : "좋음",
                        "unavailable_reason" : null,
                        "value" : 0.015
                      },
                      "o3" : {
                        "grade" : "좋음",
                        "unavailable_reason" : null,
                        "value" : 0.032
                      },
                      "passed_over_station" : null,
                      "place" : "혜화동",
                      "pm10" : {
                        "grade" : "보통",
                        "unavailable_reason" : null,
                        "value" : 42
                      },
                      "pm10_24h" : {
                        "grade" : "보통",
                        "unavailable_reason" : null,
                        "value" : 45
                      },
                      "pm25" : {
                        "grade" : "보통",
                        "unavailable_reason" : null,
                        "value" : 18
                      },
                      "pm25_24h" : {
                        "grade" : "보통",
                        "unavailable_reason" : null,
                        "value" : 20
                      },
                      "station" : "종로구",
                      "station_distance_km" : 1.23,
                      "station_far" : false,
                      "trend" : null
                    }
                  ]
                }

                """
        )
    }

    @Test("--jsonl: one record per place; unavailable values are null with the reason")
    func jsonLines() async {
        let run = await F.run(["dust", "--jsonl"], reporter: Self.reporter)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines[1].contains(
                #""passed_over_station":"서초구","place":"강남역","pm10":{"grade":null,"unavailable_reason":"점검및교정","value":null}"#
            )
        )
        #expect(
            lines[0].contains(
                #""data_time":"2026-11-30T14:00:00+09:00","forecast":null,"#
                    + #""forecast_note":"the forecast region of 혜화동 cannot be told from its address (경기 and 강원 need the city)","#
                    + #""khai":{"grade":"보통","unavailable_reason":null,"value":65},"latitude":37.5863"#
            )
        )
    }

    @Test("Upstream text cannot reach the terminal with escape sequences")
    func hostileText() async {
        let report = F.report(
            F.hyehwa,
            station: "종로\u{1B}[2J구\n",
            pm10: .unavailable("점검\u{1B}]0;x\u{07}중"),
            pm25: F.pm(18, .pm25)
        )
        let reporter = FakeDustReporter(answers: ["혜화동": .success(report)])
        for format in [["--format", "line"], ["--json"], []] {
            let run = await F.run(["dust", "혜화동"] + format, reporter: reporter, terminal: F.plainTerminal)
            #expect(!run.stdout.contains("\u{1B}"), "\(format)")
            #expect(!run.stdout.contains("\u{07}"), "\(format)")
        }
    }
}
