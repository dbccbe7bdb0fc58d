import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import CommandKit
@testable import QuickSearchApp

/// `devevents due` in-process: its mistakes (exit 64, one line each), its table on a terminal,
/// what `notify-send` is given, and how programs are found in the run's `PATH`.
@Suite("devevents due: usage, table, notification, program lookup")
struct DevEventsDueCommandTests {
    typealias Terminal = DevEventsTerminalOutputTests

    @Test(
        "mistakes are usage errors naming what to do",
        arguments: [
            (["due", "--again"], "--again repeats announcements: give it with --exec, --notify or --at"),
            (
                ["due", "--at", "3d,x"],
                "--at must be times before the deadline, separated by commas, such as 3d,1d,3h (each at most 366d), got '3d,x'"
            ),
            (
                ["due", "--within", "1d", "--at", "3d,1h"],
                "--at 3d is beyond --within 1d: events are due only within --within; widen it or leave it out"
            ),
            (
                ["due", "--favorites", "--all"],
                "option '--favorites' cannot be combined with '--all'; use one or the other"
            ),
            (["due", "--kind", "deadline"], "option '--kind' must be one of: registration, event; got 'deadline'"),
            (
                ["calendar", "--week", "--month", "2026-08"],
                "option '--week' cannot be combined with '--month'; use one or the other"
            ),
            (
                ["export", "--ics", "-o", ""],
                "--output needs a file name, e.g. -o events.ics (or leave it out for standard output)"
            ),
            (["tags", "--limit", "0"], "--limit must be a whole number from 1 to 100000, got '0'"),
        ]
    )
    func mistakes(arguments: [String], reason: String) async throws {
        let output = await Terminal.run(arguments, source: Terminal.mainSource, home: try Terminal.Home(), tty: false)
        #expect(output.status == 64, "\(output.stderr)")
        #expect(output.stderr.hasPrefix("devevents: error: \(reason)"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test("on a terminal: ID, D-DAY, WHEN, WHAT and TITLE, soonest first, the credit under the table")
    func table() async throws {
        let output = await Terminal.run(
            ["due", "--within", "1d"],
            source: Terminal.mainSource,
            home: try Terminal.Home()
        )
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.components(separatedBy: "\n")
        #expect(lines[0] == "ID        D-DAY       WHEN             WHAT       TITLE")
        #expect(lines[1] == "vpapr0cn  오늘 14:00  8/22 (토) 14:00  접수 마감  샘플 행사 003")
        #expect(lines[4] == "xyw8pkyb  D-1         8/23 (일) 00:00  접수 마감  샘플 행사 006")
        #expect(lines.contains { $0.hasPrefix("Source: ") })
        let nothing = await Terminal.run(
            ["due", "--within", "1m"],
            source: Terminal.mainSource,
            home: try Terminal.Home()
        )
        #expect(nothing.status == 0)
        #expect(!nothing.stdout.contains("ID"))
        #expect(nothing.stderr.contains("no event is due within 1m; --within widens the window"))
    }

    @Test("notify-send gets the app name, --, the summary as written and the body escaped for markup")
    func notification() throws {
        var event = DevEventsCLIFixtures.event(
            title: "-샘플 <행사> & 모임",
            url: "https://example.com/cli/1?a=1&b=2",
            kind: .registration,
            start: DevEventsCLIFixtures.seoul(2026, 8, 1),
            end: DevEventsCLIFixtures.seoul(2026, 8, 23, 18),
            endTime: true
        )
        event.id = "due00001"
        let due = try #require(DevEventDue.moments(of: event).first)
        let announcer = try DevEventAnnouncer(exec: [], notify: false, environment: [:], passOn: { _ in })
        let arguments = announcer.notification(for: due, now: DevEventsCLIFixtures.seoul(2026, 8, 22, 12))
        #expect(
            arguments == [
                "--app-name=devevents", "--", "접수 마감 D-1: -샘플 <행사> & 모임",
                "8/23 (일) 18:00\nhttps://example.com/cli/1?a=1&amp;b=2",
            ]
        )
    }

    @Test("programs are found as execvp finds them: a name in PATH's folders, a path as it is")
    func lookup() throws {
        let folder = try TemporaryDirectory(prefix: "devevents-lookup")
        let plain = folder.url.appendingPathComponent("plain")
        try Data("#!/bin/sh\n".utf8).write(to: plain)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: plain.path)
        #expect(ExternalProgram.locate(plain.path, searchPath: nil) == nil, "not executable")
        #expect(ExternalProgram.locate("plain", searchPath: folder.url.path) == nil)
        #expect(ExternalProgram.locate("sh", searchPath: "/nonexistent:/bin")?.executable.path == "/bin/sh")
        #expect(ExternalProgram.locate("sh", searchPath: "/nonexistent") == nil)
        #expect(ExternalProgram.locate("/bin/sh", searchPath: "") != nil)
        #expect(ExternalProgram.locate("/bin", searchPath: nil) == nil, "a folder")
        #expect(ExternalProgram.locate("", searchPath: "/bin") == nil)
    }

    @Test("an --exec command that is not installed stops the run before anything, exit 78")
    func missingCommand() async throws {
        let output = await Terminal.run(
            ["due", "--exec", "no-such-program-xyz", "a"],
            source: Terminal.mainSource,
            home: try Terminal.Home(),
            tty: false
        )
        #expect(output.status == 78)
        #expect(
            output.stderr
                == "devevents: error: the --exec command 'no-such-program-xyz' was not found in PATH; give a program's name or path (for a shell command: --exec sh -c '…')\n"
        )
    }
}
