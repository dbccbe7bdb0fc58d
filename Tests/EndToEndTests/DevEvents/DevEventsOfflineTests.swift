import Foundation
import MockAPI
import TestSupport
import Testing

/// Upstream failures: the last good copy with its age when there is one; a clear error and exit
/// code when there is none; a page without sections is an error that keeps the good copy.
@Suite("devevents offline and upstream failures")
struct DevEventsOfflineTests {
    /// Lists once so the page is cached; returns the event ids.
    static func cache(_ sandbox: DevEventsSandbox, source: String) async throws -> [String] {
        let run = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let document = try run.decode(DevEventsJSONList.self)
        try #require(document.origin == "network")
        return document.ids
    }

    /// Checks a run that fell back on the cached copy.
    static func expectStaleCopy(_ run: DevEventsRun, ids: [String]) throws {
        #expect(run.status == 0, run.summary)
        let document = try run.decode(DevEventsJSONList.self)
        #expect(document.origin == "stale")
        #expect(document.ids == ids)
        let warnings = run.errorLines.filter { $0.contains("warning") }
        #expect(warnings.count == 1, run.summary)
        let warning = warnings.first ?? ""
        #expect(warning.contains("copy saved"), run.summary)
        #expect(warning.contains("just now") || warning.contains(" ago"), run.summary)
    }

    @Test("server gone: --refresh shows the cached copy and warns with its age")
    func serverStopped() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let ids = try await Self.cache(sandbox, source: source)
        sandbox.server.stop()

        let run = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        try Self.expectStaleCopy(run, ids: ids)

        let plain = try await sandbox.devevents(["list", "--refresh"], source: source)
        #expect(plain.status == 0, plain.summary)
        #expect(plain.outputLines.count == ids.count)
    }

    @Test("upstream answers 500: --refresh shows the cached copy and warns")
    func serverError() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let ids = try await Self.cache(sandbox, source: source)
        sandbox.server.stop()
        let failing = try MockServer.start(
            MockConfiguration(
                faults: [MockFault(specification: "pages:status=500")],
                pagesDirectory: sandbox.pagesDirectory.path
            ),
            port: UInt16(sandbox.server.port)
        )
        defer { failing.stop() }

        let run = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        try Self.expectStaleCopy(run, ids: ids)
        #expect(run.stderr.contains("500"), run.summary)
        #expect(failing.requestCount(pathPrefix: "/pages/") >= 1)
    }

    @Test("page removed upstream (404): --refresh shows the cached copy")
    func pageGone() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let ids = try await Self.cache(sandbox, source: source)
        try FileManager.default.removeItem(at: sandbox.pagesDirectory.appendingPathComponent(sandbox.pageName))

        let run = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        try Self.expectStaleCopy(run, ids: ids)
    }

    @Test("nothing cached and nothing listening: exit 69 with one line")
    func closedPortWithoutCopy() async throws {
        let sandbox = try DevEventsSandbox()
        let closed = try RefusingPort()
        for arguments in [["list"], ["tags"], ["show", "xh6xqwsf"], ["fav", "add", "xh6xqwsf"], ["export", "--ics"]] {
            let run = try await sandbox.devevents(arguments, source: closed.pageURL)
            #expect(run.status == 69, run.summary)
            #expect(run.errorLines.count == 1, run.summary)
            #expect(run.stdout.isEmpty)
        }
    }

    @Test(
        "nothing cached and the upstream fails: 500 is 69, 429 is 75, a refused address (404) is 76",
        arguments: [
            ("pages:status=500", Int32(69)), ("pages:status=429", Int32(75)), ("pages:status=404", Int32(76)),
            ("pages:reset", Int32(69)),
        ]
    )
    func upstreamFailureWithoutCopy(_ fault: String, _ status: Int32) async throws {
        let sandbox = try DevEventsSandbox(faults: [fault])
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["list"], source: source)
        #expect(run.status == status, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        #expect(run.stdout.isEmpty)
    }

    @Test("a page with no month sections is exit 65 naming the problem", arguments: ["http", "file"])
    func pageWithoutSections(_ kind: String) async throws {
        let sandbox = try DevEventsSandbox()
        let source =
            kind == "http"
            ? try sandbox.serve(fixture: "synthetic-no-sections.html")
            : DevEventsSandbox.fixtureURL("synthetic-no-sections.html")
        let run = try await sandbox.devevents(["list"], source: source)
        #expect(run.status == 65, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
        let line = try #require(run.errorLines.first)
        #expect(line.hasPrefix("devevents: error: no event sections found on the page"), run.summary)
        #expect(line.contains(source) && line.contains("--source"), run.summary)
        #expect(run.stdout.isEmpty)
    }

    @Test("the page changes to one without sections: exit 65, and the good copy stays cached")
    func brokenPageKeepsGoodCopy() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let ids = try await Self.cache(sandbox, source: source)

        try sandbox.serve(fixture: "synthetic-no-sections.html")
        let broken = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        #expect(broken.status == 65, broken.summary)
        #expect(broken.stdout.isEmpty)
        #expect(sandbox.pageRequests.count == 2)

        let cached = try await sandbox.devevents(["list", "--json"], source: source)
        #expect(cached.status == 0, cached.summary)
        let document = try cached.decode(DevEventsJSONList.self)
        #expect(document.origin == "cache")
        #expect(document.ids == ids)

        sandbox.server.stop()
        let offline = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        try Self.expectStaleCopy(offline, ids: ids)
    }

    @Test("a file:// page that does not exist is exit 69 with one line")
    func missingFile() async throws {
        let sandbox = try DevEventsSandbox()
        let source = sandbox.scratchDirectory.appendingPathComponent("absent.html").absoluteString
        let run = try await sandbox.devevents(["list"], source: source)
        #expect(run.status == 69, run.summary)
        #expect(run.errorLines.count == 1, run.summary)
    }
}
