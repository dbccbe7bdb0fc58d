import Foundation
import Testing

/// Command-line mistakes: exit 64 with one line on stderr, before anything is fetched; help for
/// every command; `--now` and `DEVEVENTS_NOW`.
@Suite("devevents usage")
struct DevEventsUsageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let usageErrors: [Case] = [
        Case(arguments: ["list", "--online", "--offline"], mentions: "--online"),
        Case(arguments: ["list", "--month", "2026-13"], mentions: "--month"),
        Case(arguments: ["list", "--month", "08-2026"], mentions: "--month"),
        Case(arguments: ["list", "--within", "30x"], mentions: "--within"),
        Case(arguments: ["list", "--within", "soon"], mentions: "--within"),
        Case(arguments: ["list", "--now", "yesterday"], mentions: "--now"),
        Case(arguments: ["list", "--now", "2026-02-30"], mentions: "--now"),
        Case(arguments: ["list", "--now", "2026-02-30T00:00:00+09:00"], mentions: "--now"),
        Case(arguments: ["list", "--now", "2026-08-20T25:61:00"], mentions: "--now"),
        Case(arguments: ["list", "--sort", "popularity"], mentions: "--sort"),
        Case(arguments: ["export"], mentions: "--ics"),
        Case(arguments: ["export", "--ics", "--online", "--offline"], mentions: "--online"),
        Case(arguments: ["show"], mentions: "id"),
        Case(arguments: ["list", "--tag", ""], mentions: "--tag"),
        Case(arguments: ["list", "--tag", "AI", "--tag", " "], mentions: "--tag"),
        Case(arguments: ["list", "--host", ""], mentions: "--host"),
        Case(arguments: ["list", "--search", ""], mentions: "--search"),
        Case(arguments: ["export", "--ics", "--search", "\u{200B}"], mentions: "--search"),
        Case(arguments: ["fav", "list", "--tag", ""], mentions: "--tag"),
        Case(arguments: ["list", "--limit", "0"], mentions: "--limit"),
        Case(arguments: ["list", "--limit", "many"], mentions: "--limit"),
    ]

    @Test("usage mistakes exit 64 with one line and fetch nothing", arguments: usageErrors)
    func usageError(_ usage: Case) async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(usage.arguments + ["--source", source])
        #expect(run.status == 64, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.contains(usage.mentions), run.summary)
        #expect(run.stdout.isEmpty)
        #expect(sandbox.server.requests.isEmpty)
    }

    /// Issue 19: `--within -3d` was "needs a value"; a negative value of a numeric option is a bad
    /// value, refused by what the option takes.
    @Test(
        "a negative value of a numeric option is refused as a bad value, not a missing one",
        arguments: [
            (
                ["list", "--within", "-3d"],
                "devevents: error: --within must be a positive duration such as 30d, 12h, 90m or 2w, got '-3d'"
                    + " (see 'devevents list --help')"
            ),
            (
                ["list", "-n", "-5"],
                "devevents: error: --limit must be a whole number from 1 to 100000, got '-5' (see 'devevents list --help')"
            ),
            (
                ["fav", "list", "--limit", "-2x"],
                "devevents: error: --limit must be a whole number from 1 to 100000, got '-2x'"
                    + " (see 'devevents fav list --help')"
            ),
        ]
    )
    func negativeNumericValue(_ arguments: [String], _ message: String) async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(arguments + ["--source", source])
        #expect(run.status == 64, run.summary)
        #expect(run.errorLines == [message], run.summary)
        #expect(run.stdout.isEmpty)
        #expect(sandbox.server.requests.isEmpty)
    }

    @Test(
        "sources other than https://, loopback http:// and file:// are refused with 64",
        arguments: [
            "ftp://x", "http://example.com/x", "gopher://127.0.0.1/", "not a url", "https://",
        ]
    )
    func unsupportedSource(_ source: String) async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list", "--source", source])
        #expect(run.status == 64, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.contains("--source"), run.summary)
        #expect(run.stdout.isEmpty)
    }

    @Test("DEVEVENTS_SOURCE is checked like --source, and a bad one is named (configuration, 78)")
    func unsupportedSourceFromEnvironment() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(["list"], environment: ["DEVEVENTS_SOURCE": "http://example.com/events"])
        #expect(run.status == 78, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.hasPrefix("devevents: error: DEVEVENTS_SOURCE "), run.summary)
        #expect(!run.stderr.contains("--source"), run.summary)
    }

    @Test(
        "--help works for every command and fetches nothing",
        arguments: [
            [], ["list"], ["show"], ["fav"], ["fav", "add"], ["fav", "remove"], ["fav", "list"],
            ["tags"], ["export"], ["open"],
        ]
    )
    func help(_ command: [String]) async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(
            command + ["--help"],
            environment: ["DEVEVENTS_SOURCE": sandbox.pageURL()]
        )
        #expect(run.status == 0, run.summary)
        #expect(run.stdout.lowercased().contains("usage"), run.summary)
        #expect(sandbox.server.requests.isEmpty)
    }

    @Test("DEVEVENTS_NOW sets now; --now wins over it")
    func nowFromEnvironment() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let fromEnvironment = try await sandbox.devevents(
            ["list", "--ended", "--json"],
            environment: ["DEVEVENTS_SOURCE": source, "DEVEVENTS_NOW": "2026-09-02T00:00:00+09:00"]
        )
        try #require(fromEnvironment.status == 0, fromEnvironment.summary)
        let later = try fromEnvironment.decode(DevEventsJSONList.self)
        #expect(later.now == "2026-09-02T00:00:00+09:00")

        let overridden = try await sandbox.devevents(
            ["list", "--ended", "--json", "--now", DevEventsSandbox.now],
            environment: ["DEVEVENTS_SOURCE": source, "DEVEVENTS_NOW": "2026-09-02T00:00:00+09:00"]
        )
        try #require(overridden.status == 0, overridden.summary)
        let earlier = try overridden.decode(DevEventsJSONList.self)
        #expect(earlier.now == DevEventsSandbox.now)
        #expect(earlier.count == 2)
        #expect(later.count > earlier.count)
        #expect(later.events.allSatisfy { $0.status == "ended" })
    }

    @Test("a bad DEVEVENTS_NOW names the variable, not --now (configuration, 78)")
    func badNowFromEnvironment() async throws {
        let sandbox = try DevEventsSandbox()
        let run = try await sandbox.devevents(
            ["list"],
            environment: [
                "DEVEVENTS_SOURCE": DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture),
                "DEVEVENTS_NOW": "garbage",
            ]
        )
        #expect(run.status == 78, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stderr.hasPrefix("devevents: error: DEVEVENTS_NOW must be"), run.summary)
        #expect(run.stderr.contains("'garbage'") && !run.stderr.contains("--now"), run.summary)
    }

    @Test(
        "help texts: the default includes undated events, open takes a URL, export has no sections, repetition said once"
    )
    func helpTexts() async throws {
        let sandbox = try DevEventsSandbox()
        let top = try await sandbox.devevents(["--help"])
        #expect(top.status == 0, top.summary)
        #expect(top.stdout.contains("upcoming, ongoing and undated"), top.summary)
        let open = try await sandbox.devevents(["open", "--help"])
        #expect(open.stdout.contains("or its URL"), open.summary)
        #expect(open.stdout.contains("%s"), open.summary)
        let export = try await sandbox.devevents(["export", "--help"])
        #expect(!export.stdout.contains("section"), export.summary)
        #expect(export.stdout.contains("--deadlines"), export.summary)
        for command in [["list"], ["export"], ["fav", "list"]] {
            let help = try await sandbox.devevents(command + ["--help"])
            #expect(help.stdout.contains("--tag"), help.summary)
            #expect(help.stdout.components(separatedBy: "repeat").count == 2, help.summary)
        }
        let fav = try await sandbox.devevents(["fav", "--help"])
        #expect(fav.stdout.contains("rm"), fav.summary)
    }

    @Test("--now accepts a bare date (midnight in Korea) and UTC")
    func nowForms() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let date = try await sandbox.devevents(["list", "--json"], source: source, now: "2026-08-22")
        try #require(date.status == 0, date.summary)
        #expect(try date.decode(DevEventsJSONList.self).now == "2026-08-22T00:00:00+09:00")
        let utc = try await sandbox.devevents(["list", "--json"], source: source, now: "2026-08-22T03:00:00Z")
        try #require(utc.status == 0, utc.summary)
        #expect(try utc.decode(DevEventsJSONList.self).now == "2026-08-22T12:00:00+09:00")
    }
}
