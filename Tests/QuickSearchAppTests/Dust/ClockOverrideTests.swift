import Foundation
import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("QSEARCH_NOW fixes the clock of every qsearch command")
struct ClockOverrideTests {
    typealias F = DustFixtures

    @Test(
        "A bad value: one line naming the variable, exit 78, for any command",
        arguments: [["dust"], ["history"], ["images", "고양이"]]
    )
    func badValue(arguments: [String]) async {
        let run = await F.run(arguments, environment: ["QSEARCH_NOW": "yesterday"])
        #expect(run.status == 78)
        #expect(
            run.stderr
                == "qsearch: error: QSEARCH_NOW must be an ISO 8601 time such as 2026-08-20T14:00:00+09:00, got 'yesterday'; fix or unset it\n"
        )
    }

    @Test(
        "An impossible time is refused, not rolled over into another day",
        arguments: ["2026-02-30T00:00:00+09:00", "2026-08-20T25:61:00"]
    )
    func impossibleTime(text: String) async {
        let run = await F.run(["dust"], environment: ["QSEARCH_NOW": text])
        #expect(run.status == 78)
        #expect(run.stderr.hasPrefix("qsearch: error: QSEARCH_NOW must be an ISO 8601 time"))
    }

    @Test("The commands see that time as now: data of that day shows its time only, of the day before its date too")
    func fixesNow() async {
        let reporter = FakeDustReporter(answers: ["혜화동": .success(F.hyehwaReport)])
        let sameDay = await F.run(
            ["dust", "혜화동", "--format", "line"],
            reporter: reporter,
            environment: ["QSEARCH_NOW": "2026-11-30T23:59:00+09:00"]
        )
        #expect(sameDay.stdout.hasSuffix("(14:00)\n"))
        let nextDay = await F.run(
            ["dust", "혜화동", "--format", "line"],
            reporter: reporter,
            environment: ["QSEARCH_NOW": "2026-11-30T15:00:00Z"]
        )
        #expect(nextDay.stdout.hasSuffix("(11-30 14:00)\n"))
    }

    @Test("Unset, the context's own clock is kept")
    func unset() throws {
        let fixed = Date(timeIntervalSince1970: 1_000_000)
        let clock = try ClockOverride(variable: "QSEARCH_NOW").clock(in: Environment([:]), otherwise: { fixed })
        #expect(clock() == fixed)
        let set = try ClockOverride(variable: "QSEARCH_NOW").clock(
            in: Environment(["QSEARCH_NOW": "2026-01-02"]),
            otherwise: { fixed }
        )
        #expect(JSONOutput.korea.timestamp(set()) == "2026-01-02T00:00:00+09:00")
    }
}
