import Foundation
import Testing

/// `devevents due` as a timer runs it, with the clock pinned by `DEVEVENTS_NOW`: each deadline
/// announced once per threshold, nothing new printing nothing, a failing command reported while
/// the others still run (exit 2), `notify-send` present and absent, and the page read from the
/// cache within the hour (the last good copy when the server is gone).
@Suite("devevents due: deadlines announced once per threshold")
struct DevEventsDueTests {
    /// A page with one registration closing on 2026-09-10 at 18:00.
    static let closingPage = DevEventsSyntheticPage(sections: [
        .init(
            heading: "26년 09월",
            entries: [
                .init(
                    title: "샘플 마감 행사",
                    url: "https://example.com/due/1",
                    tags: ["온라인", "무료"],
                    host: "샘플주최",
                    period: ("접수", "09. 01(화) ~ 09. 10(목) 18:00")
                )
            ]
        )
    ]).html

    /// The four registrations of the main fixture closing within a day of its `now`.
    static let dueInADay = ["vpapr0cn", "68ssq6j0", "a9334gem", "xyw8pkyb"]

    /// Runs `devevents` at `now` (Korea time) on `source`.
    static func run(
        _ sandbox: DevEventsSandbox,
        _ arguments: [String],
        source: String,
        at now: String = DevEventsSandbox.now,
        environment: [String: String] = [:]
    ) async throws -> DevEventsRun {
        try await sandbox.devevents(
            arguments,
            environment: ["DEVEVENTS_SOURCE": source, "DEVEVENTS_NOW": now].merging(environment) { $1 }
        )
    }

    @Test("a deadline is announced as it crosses 3d, 1d and 3h, each once, and never after it passed")
    func eachThresholdOnce() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(html: Self.closingPage)
        let stub = try DevEventsAnnouncementStub(in: sandbox.scratchDirectory)
        let arguments = ["due", "--at", "3d,1d,3h", "--exec"] + stub.viaShell
        var announced: [[String]] = []
        for now in [
            "2026-09-06T18:00:00+09:00", "2026-09-07T18:00:00+09:00", "2026-09-07T18:10:00+09:00",
            "2026-09-09T18:00:00+09:00", "2026-09-10T14:00:00+09:00", "2026-09-10T15:00:00+09:00",
            "2026-09-10T17:50:00+09:00", "2026-09-10T18:01:00+09:00",
        ] {
            let before = stub.calls().count
            let run = try await Self.run(sandbox, arguments, source: source, at: now)
            #expect(run.status == 0, run.summary)
            let new = stub.calls().dropFirst(before).map(\.threshold)
            announced.append(Array(new))
            if new.isEmpty {
                #expect(run.stdout.isEmpty && run.stderr.isEmpty, "nothing new prints nothing: \(run.summary)")
            }
        }
        #expect(announced == [[], ["3d"], [], ["1d"], [], ["3h"], [], []])
        let calls = stub.calls()
        #expect(calls.map(\.dday) == ["D-3", "D-1", "오늘 18:00"])
        #expect(Set(calls.map(\.when)) == ["2026-09-10T18:00:00+09:00"])
    }

    @Test("a timer run twice within the hour announces nothing new and asks the server nothing")
    func timerRunTwice() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let stub = try DevEventsAnnouncementStub(in: sandbox.scratchDirectory)
        let arguments = ["due", "--within", "1d", "--exec"] + stub.viaShell
        let first = try await Self.run(sandbox, arguments, source: source)
        #expect(first.status == 0, first.summary)
        #expect(stub.calls().map(\.id) == Self.dueInADay)
        #expect(first.outputLines.map { String($0.prefix(8)) } == Self.dueInADay)

        let second = try await Self.run(sandbox, arguments, source: source, at: "2026-08-22T12:10:00+09:00")
        #expect(second.status == 0, second.summary)
        #expect(second.stdout.isEmpty && second.stderr.isEmpty, second.summary)
        #expect(stub.calls().count == Self.dueInADay.count)
        #expect(sandbox.pageRequests.count == 1, "within the hour the cached page is read")

        let later = try await Self.run(sandbox, arguments, source: source, at: "2026-08-22T14:30:00+09:00")
        #expect(later.status == 0 && later.stdout.isEmpty, later.summary)
        #expect(sandbox.pageRequests.count == 2, "past the hour, one conditional request")
        #expect(sandbox.pageRequests.last?.header("If-None-Match") != nil)

        sandbox.server.stop()
        let offline = try await Self.run(sandbox, arguments, source: source, at: "2026-08-22T16:40:00+09:00")
        #expect(offline.status == 0, offline.summary)
        #expect(offline.stdout.isEmpty, offline.summary)
        #expect(offline.errorLines.count == 1, offline.summary)
        #expect(offline.stderr.contains("showing the copy saved 5 hours ago"), offline.summary)
        #expect(stub.calls().count == Self.dueInADay.count)
    }

    @Test(
        "a failing command is reported, the others still run (exit 2), it is announced again next time; --again repeats all"
    )
    func failingCommand() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let stub = try DevEventsAnnouncementStub(in: sandbox.scratchDirectory)
        let arguments = ["due", "--within", "1d", "--exec"] + stub.viaShell
        let failing = try await Self.run(sandbox, arguments, source: source, environment: ["FAIL_ID": "68ssq6j0"])
        #expect(failing.status == 2, failing.summary)
        #expect(stub.calls().map(\.id) == Self.dueInADay)
        #expect(failing.outputLines.count == Self.dueInADay.count)
        let said = try #require(failing.errorLines.firstIndex(of: "cannot reach the calendar for 68ssq6j0"))
        let error = try #require(
            failing.errorLines.firstIndex(
                of: "devevents: error: 68ssq6j0: the --exec command '/bin/sh' exited with status 3"
            )
        )
        #expect(said < error, "the command's own words come before the error line")

        let retried = try await Self.run(sandbox, arguments, source: source, at: "2026-08-22T12:05:00+09:00")
        #expect(retried.status == 0, retried.summary)
        #expect(stub.calls().map(\.id) == Self.dueInADay + ["68ssq6j0"])
        #expect(retried.outputLines.map { String($0.prefix(8)) } == ["68ssq6j0"])

        let again = try await Self.run(sandbox, arguments, source: source, at: "2026-08-22T12:06:00+09:00")
        #expect(again.stdout.isEmpty && stub.calls().count == Self.dueInADay.count + 1, again.summary)
        let repeated = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--again", "--exec"] + stub.viaShell,
            source: source,
            at: "2026-08-22T12:07:00+09:00"
        )
        #expect(repeated.status == 0, repeated.summary)
        #expect(stub.calls().map(\.id) == Self.dueInADay + ["68ssq6j0"] + Self.dueInADay, "--again repeats them all")
    }

    @Test("the command gets its arguments as written (no shell), the event in DEVEVENT_*, its record on stdin")
    func commandGetsTheEvent() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let stub = try DevEventsAnnouncementStub(in: sandbox.scratchDirectory)
        let arguments =
            ["due", "--within", "1d", "--kind", "registration", "--exec"] + stub.viaShell + [
                "two words", "$HOME;echo x", "--json",
            ]
        let run = try await Self.run(sandbox, arguments, source: source)
        #expect(run.status == 0, run.summary)
        #expect(!run.stdout.hasPrefix("{"), "--json after --exec is the command's")
        let call = try #require(stub.calls().first { $0.id == "68ssq6j0" })
        #expect(
            call
                == .init(
                    id: "68ssq6j0",
                    kind: "registration",
                    dday: "오늘 14:00",
                    threshold: "1d",
                    when: "2026-08-22T14:00:00+09:00",
                    url: "https://example.com/dev-event/022",
                    title: "샘플 행사 004 & Networking"
                )
        )
        #expect(stub.arguments(id: "68ssq6j0", threshold: "1d") == ["two words", "$HOME;echo x", "--json"])
        let input = try #require(stub.input(id: "68ssq6j0", threshold: "1d"))
        let record = try #require(try JSONSerialization.jsonObject(with: Data(input.utf8)) as? [String: Any])
        #expect(record["id"] as? String == "68ssq6j0")
        #expect(record["kind"] as? String == "registration")
        #expect(record["threshold"] as? String == "1d")
        #expect((record["event"] as? [String: Any])?["title"] as? String == "샘플 행사 004 & Networking")
    }

    @Test("the command starts with no signal blocked and SIGPIPE at its default, though devevents ignores it")
    func commandSignals() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let report =
            "while read -r key value; do case $key in SigBlk:|SigIgn:) echo \"$key $value\";; esac; done < /proc/$$/status"
        let run = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--kind", "registration", "--exec", "/bin/sh", "-c", report],
            source: source
        )
        #expect(run.status == 0, run.summary)
        let blocked = run.errorLines.filter { $0.hasPrefix("SigBlk:") }
        #expect(blocked.count == Self.dueInADay.count && blocked.allSatisfy { $0 == "SigBlk: 0000000000000000" })
        let ignored = run.errorLines.filter { $0.hasPrefix("SigIgn:") }.compactMap {
            UInt64($0.dropFirst(8), radix: 16)
        }
        #expect(ignored.count == Self.dueInADay.count, run.summary)
        #expect(ignored.allSatisfy { $0 & (1 << (SIGPIPE - 1)) == 0 }, run.summary)
    }

    @Test("the command inherits only its three streams, none of devevents' connections or files")
    func commandDescriptors() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--exec", "/bin/sh", "-c", "ls /proc/$$/fd"],
            source: source,
            environment: ["PATH": "/usr/bin:/bin"]
        )
        #expect(run.status == 0, run.summary)
        let descriptors = run.errorLines.filter { $0.allSatisfy(\.isNumber) }
        #expect(
            descriptors == Array(repeating: ["0", "1", "2"], count: Self.dueInADay.count).flatMap { $0 },
            run.summary
        )
    }

    @Test("--notify runs notify-send from PATH: the summary with the D-day, then the moment and the link")
    func notifySendPresent() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let bin = sandbox.scratchDirectory.appendingPathComponent("bin", isDirectory: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let notifier = try DevEventsAnnouncementStub(in: bin, name: "notify-send")
        let run = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--notify"],
            source: source,
            environment: ["PATH": bin.path]
        )
        #expect(run.status == 0, run.summary)
        #expect(notifier.calls().map(\.id) == Self.dueInADay)
        #expect(
            notifier.arguments(id: "68ssq6j0", threshold: "1d") == [
                "--app-name=devevents", "--", "접수 마감 오늘 14:00: 샘플 행사 004 & Networking",
                "8/22 (토) 14:00\nhttps://example.com/dev-event/022",
            ]
        )
    }

    @Test("--notify without notify-send: one line naming the package, exit 78, and nothing is remembered")
    func notifySendAbsent() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let empty = sandbox.scratchDirectory.appendingPathComponent("empty", isDirectory: true)
        let bin = sandbox.scratchDirectory.appendingPathComponent("bin", isDirectory: true)
        for folder in [empty, bin] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let missing = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--notify"],
            source: source,
            environment: ["PATH": empty.path]
        )
        #expect(missing.status == 78, missing.summary)
        #expect(missing.stdout.isEmpty)
        #expect(
            missing.errorLines == [
                "devevents: error: --notify needs notify-send, which was not found in PATH: install the package "
                    + "libnotify-bin (apt install libnotify-bin), or use --exec"
            ]
        )
        #expect(sandbox.pageRequests.isEmpty, "checked before the page is fetched")

        let notifier = try DevEventsAnnouncementStub(in: bin, name: "notify-send")
        let installed = try await Self.run(
            sandbox,
            ["due", "--within", "1d", "--notify"],
            source: source,
            environment: ["PATH": bin.path]
        )
        #expect(installed.status == 0, installed.summary)
        #expect(notifier.calls().map(\.id) == Self.dueInADay)
    }

    @Test("listing: the D-day, the JSON document, --kind, and saved events looked at once there are some")
    func listing() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let all = try await Self.run(sandbox, ["due", "--json"], source: source)
        #expect(all.status == 0, all.summary)
        let document = try all.object()
        #expect(document["selection"] as? String == "all")
        #expect(document["within"] as? String == "3d")
        #expect(document["announcing"] as? Bool == false)
        let due = try #require(document["due"] as? [[String: Any]])
        #expect(due.count == document["count"] as? Int)
        #expect(due.prefix(4).compactMap { $0["id"] as? String } == Self.dueInADay)
        #expect(due.first?["dday"] as? String == "오늘 14:00")
        let moments = due.compactMap { $0["at"] as? String }
        #expect(moments == moments.sorted())

        let starts = try await Self.run(sandbox, ["due", "--kind", "event", "--jsonl"], source: source)
        let kinds = try starts.outputLines.map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["kind"] as? String
        }
        #expect(!kinds.isEmpty && kinds.allSatisfy { $0 == "event" }, starts.summary)

        let added = try await Self.run(sandbox, ["fav", "add", "a9334gem"], source: source)
        #expect(added.status == 0, added.summary)
        let saved = try await Self.run(sandbox, ["due", "--json"], source: source)
        let savedDocument = try saved.object()
        #expect(savedDocument["selection"] as? String == "favorites")
        #expect((savedDocument["due"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["a9334gem"])
        let every = try await Self.run(sandbox, ["due", "--all", "--json"], source: source)
        #expect(try every.object()["count"] as? Int == due.count)
    }
}
