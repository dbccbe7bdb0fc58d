import Foundation
import QuickSearchData
import TestSupport
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `DEVEVENTS_NOW` fixes the run's one clock, as `QSEARCH_NOW` does for `qsearch`: the time
/// statuses are judged at and the times the run records; `--now` changes only the first.
@Suite("devevents clock: DEVEVENTS_NOW and --now")
struct DevEventsClockTests {
    typealias Terminal = DevEventsTerminalOutputTests

    /// A saved event's `added_at`, read back with `show --json`.
    static func addedAt(_ home: Terminal.Home, _ extra: [String]) async throws -> String? {
        let added = await Terminal.run(["fav", "add", "xh6xqwsf"] + extra, source: Terminal.mainSource, home: home)
        try #require(added.status == 0, "\(added.stderr)")
        let shown = await Terminal.run(["show", "xh6xqwsf", "--json"], source: Terminal.mainSource, home: home)
        let object = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any]
        return (object?["favorite"] as? [String: Any])?["added_at"] as? String
    }

    @Test("A favourite is saved at DEVEVENTS_NOW's time, also when --now judges at another")
    func savedAtTheClock() async throws {
        #expect(try await Self.addedAt(try Terminal.Home(), []) == "2026-08-22T12:00:00+09:00")
        let judgedLater = try await Self.addedAt(try Terminal.Home(), ["--now", "2026-09-30T00:00:00+09:00"])
        #expect(judgedLater == "2026-08-22T12:00:00+09:00")
    }

    @Test("The calendar is stamped with DEVEVENTS_NOW's time")
    func calendarStamp() async throws {
        let run = await Terminal.run(
            ["export", "--ics", "--all"],
            source: Terminal.mainSource,
            home: try Terminal.Home()
        )
        #expect(run.status == 0, "\(run.stderr)")
        let stamps = Set(run.stdout.components(separatedBy: "\r\n").filter { $0.hasPrefix("DTSTAMP:") })
        #expect(stamps == ["DTSTAMP:20260822T030000Z"])
    }

    @Test("A bad DEVEVENTS_NOW is a configuration error in the words --now uses, even with --now given")
    func badVariable() async throws {
        let home = try Terminal.Home()
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let variables = home.variables.merging(["DEVEVENTS_NOW": "garbage", "DEVEVENTS_SOURCE": Terminal.mainSource]) {
            $1
        }
        let context = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let status = await DevEventsTool.run(["list", "--now", "2026-08-22"], io: context)
        #expect(status == 78)
        #expect(
            stderr.text
                == "devevents: error: DEVEVENTS_NOW must be an ISO 8601 time such as 2026-08-20T09:00:00+09:00 or 2026-08-20, got 'garbage'; fix or unset it\n"
        )
        #expect(stdout.text.isEmpty)
    }
}
