import Foundation
import QuickSearchDomain
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("qsearch dust: which places, concurrency, partial failures, usage errors")
struct DustCommandTests {
    typealias F = DustFixtures

    @Test("Every saved place is requested at the same time; output keeps the saved order", .timeLimit(.minutes(1)))
    func concurrent() async {
        let jejuReport = F.report(F.jeju, station: "이도동", pm10: F.pm(12, .pm10), pm25: F.pm(5, .pm25))
        let reporter = FakeDustReporter(
            answers: ["혜화동": .success(F.hyehwaReport), "강남역": .success(F.gangnamReport), "제주": .success(jejuReport)],
            gate: 3
        )
        let run = await F.run(
            ["dust", "--format", "line"],
            reporter: reporter,
            places: FakeDustPlaces(saved: [F.jeju, F.hyehwa, F.gangnam])
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Set(reporter.asked) == ["혜화동", "강남역", "제주"])
        #expect(reporter.asked.count == 3)
        #expect(
            run.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != " " })) } == ["제주", "혜화동", "강남역"]
        )
    }

    @Test("One failing place: its error on stderr, the others printed, exit 2")
    func partialFailure() async {
        let reporter = FakeDustReporter(answers: [
            "혜화동": .failure(.init(.unavailable, "data.go.kr: service down (HTTP 503)")),
            "강남역": .success(F.gangnamReport),
        ])
        let run = await F.run(["dust", "--format", "line"], reporter: reporter)
        #expect(run.status == 2)
        #expect(run.stdout == "강남역 PM10 - (점검및교정) · PM2.5 80 매우나쁨 (14:00)\n")
        #expect(run.stderr == "qsearch: error: 혜화동: data.go.kr: service down (HTTP 503)\n")
    }

    @Test(
        "Every place failing: one line each, and the failures' exit code",
        arguments: [
            ([SourceFailure.Kind.rateLimited, .rateLimited], 75),
            ([.unavailable, .authentication], 78),
            ([.timeout, .unavailable], 75),
        ] as [([SourceFailure.Kind], Int32)]
    )
    func allFailed(kinds: [SourceFailure.Kind], status: Int32) async {
        let reporter = FakeDustReporter(answers: [
            "혜화동": .failure(.init(kinds[0], "first")), "강남역": .failure(.init(kinds[1], "second")),
        ])
        let run = await F.run(["dust"], reporter: reporter)
        #expect(run.status == status)
        #expect(run.stderr == "qsearch: error: 혜화동: first\nqsearch: error: 강남역: second\n")
        #expect(run.stdout == "")
    }

    @Test("A saved place by name: only it is requested; --refresh is passed on")
    func onePlace() async {
        let reporter = FakeDustReporter(answers: ["강남역": .success(F.gangnamReport)])
        let run = await F.run(["dust", "강남역", "--refresh", "--jsonl"], reporter: reporter)
        #expect(run.status == 0)
        #expect(reporter.asked == ["강남역"])
        #expect(reporter.refreshes == [true])
    }

    @Test("No saved places: a hint to save one or give --at, exit 64")
    func noSavedPlaces() async {
        let run = await F.run(["dust"], places: FakeDustPlaces(saved: []))
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "qsearch: error: no saved places yet; save one with qsearch places add <name> (e.g. qsearch places add 혜화동), or ask for a point with --at LAT,LON\n"
        )
    }

    @Test("A name nothing matches: exit 64")
    func unknownPlace() async {
        let run = await F.run(["dust", "광화문"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("qsearch: error: no place in Korea matches '광화문'"))
    }

    @Test("A name several places answer to: listed numbered with their addresses, nothing fetched, exit 64")
    func ambiguous() async {
        let candidates = [
            PlaceCandidate(
                name: "광주광역시",
                address: "광주광역시",
                coordinate: GeoCoordinate(latitude: 35.1595, longitude: 126.8526)!
            ),
            PlaceCandidate(
                name: "광주시",
                address: "경기도 광주시",
                coordinate: GeoCoordinate(latitude: 37.4294, longitude: 127.2551)!
            ),
        ]
        let reporter = FakeDustReporter()
        let run = await F.run(
            ["dust", "광주"],
            reporter: reporter,
            places: FakeDustPlaces(saved: [], ambiguous: ["광주": candidates])
        )
        #expect(run.status == 64)
        #expect(
            run.stderr == """
                qsearch: error: '광주' matches 2 places in Korea; name one more precisely (e.g. with its city or district), or take one with --pick N (qsearch places add 광주 --pick N saves it)
                  1. 광주광역시 (광주광역시)
                  2. 광주시 (경기도 광주시)

                """
        )
        #expect(run.stdout == "")
        #expect(reporter.asked.isEmpty)
    }

    @Test("--at: that point, named by PLACE or by its coordinates; no saved place is read")
    func point() async {
        let report = F.report(F.hyehwa, station: "중구", pm10: F.pm(31, .pm10), pm25: F.pm(16, .pm25))
        let reporter = FakeDustReporter(answers: ["37.5665,126.978": .success(report), "시청": .success(report)])
        let unnamed = await F.run(
            ["dust", "--at", "37.5665, 126.9780", "--jsonl"],
            reporter: reporter,
            places: FakeDustPlaces(saved: [])
        )
        #expect(unnamed.status == 0, "\(unnamed.stderr)")
        #expect(unnamed.stdout.contains(#""latitude":37.5665,"longitude":126.978"#))
        let named = await F.run(["dust", "시청", "--at", "37.5665,126.978", "--format", "line"], reporter: reporter)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(reporter.asked == ["37.5665,126.978", "시청"])
    }

    @Test(
        "--at outside Korea or not a coordinate: exit 64 with one clear line",
        arguments: [
            (
                "51.5072,-0.1276",
                "qsearch: error: --at 51.5072,-0.1276 is outside Korea; AirKorea measures only in South Korea (latitude 33.0 to 38.7, longitude 124.5 to 132.0) (see 'qsearch dust --help')\n"
            ),
            (
                "37.5",
                "qsearch: error: --at must be LAT,LON in decimal degrees, e.g. --at 37.5665,126.9780, got '37.5' (see 'qsearch dust --help')\n"
            ),
            (
                "95,127",
                "qsearch: error: --at must be LAT,LON in decimal degrees, e.g. --at 37.5665,126.9780, got '95,127' (see 'qsearch dust --help')\n"
            ),
        ]
    )
    func badPoint(text: String, error: String) async {
        let reporter = FakeDustReporter()
        let run = await F.run(["dust", "--at", text], reporter: reporter)
        #expect(run.status == 64)
        #expect(run.stderr == error)
        #expect(reporter.asked.isEmpty)
    }

    @Test(
        "Options that exclude each other are usage errors",
        arguments: [
            ["dust", "--json", "--format", "line"], ["dust", "--format", "table", "--jsonl"],
            ["dust", "--json", "--jsonl"],
            ["dust", "--nation", "--at", "37.5,127"], ["dust", "--nation", "혜화동"],
            ["dust", "--nation", "--format", "line"],
            ["dust", "--format", "bar"], ["dust", " "], ["dust", String(repeating: "동", count: 101)],
            ["dust", "--timeout", "0"],
        ]
    )
    func conflicts(arguments: [String]) async {
        let reporter = FakeDustReporter()
        let run = await F.run(arguments, reporter: reporter)
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("qsearch: error: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        #expect(reporter.asked.isEmpty)
    }

    @Test("A bad QSEARCH_TIMEOUT is a configuration error (78)")
    func badTimeoutVariable() async {
        let run = await F.run(["dust"], environment: ["QSEARCH_TIMEOUT": "soon"])
        #expect(run.status == 78)
        #expect(
            run.stderr
                == "qsearch: error: QSEARCH_TIMEOUT must be a number of seconds from 0.1 to 3600; fix or unset it\n"
        )
    }
}
