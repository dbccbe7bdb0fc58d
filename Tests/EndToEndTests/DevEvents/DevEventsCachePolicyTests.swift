import Foundation
import Testing

/// The usage policy: the one page, fetched only when asked, at most once an hour, revalidated
/// with conditional requests, with an honest User-Agent, never the archive under `end_event/`.
@Suite("devevents cache and usage policy")
struct DevEventsCachePolicyTests {
    @Test("a second command within the hour makes no request")
    func secondRunUsesTheCache() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let first = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(first.status == 0, first.summary)
        #expect(try first.decode(DevEventsJSONList.self).origin == "network")
        #expect(sandbox.server.requestCount(pathPrefix: "/pages/") == 1)

        let second = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(second.status == 0, second.summary)
        let cached = try second.decode(DevEventsJSONList.self)
        #expect(cached.origin == "cache")
        #expect(cached.ids == (try first.decode(DevEventsJSONList.self).ids))
        for arguments in [["tags"], ["export", "--ics"], ["show", try #require(cached.ids.first)]] {
            let run = try await sandbox.devevents(arguments, source: source)
            #expect(run.status == 0, run.summary)
        }
        #expect(sandbox.server.requestCount(pathPrefix: "/") == 1)
    }

    @Test("--refresh sends a conditional request and the unchanged page comes back as 304")
    func refreshRevalidates() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let first = try await sandbox.devevents(["list", "--json"], source: source)
        try #require(first.status == 0, first.summary)
        let plain = try #require(sandbox.pageRequests.first)
        #expect(plain.header("If-None-Match") == nil && plain.header("If-Modified-Since") == nil)

        let refreshed = try await sandbox.devevents(["list", "--json", "--refresh"], source: source)
        try #require(refreshed.status == 0, refreshed.summary)
        #expect(sandbox.pageRequests.count == 2)
        let conditional = try #require(sandbox.pageRequests.last)
        let validator = conditional.header("If-None-Match") ?? conditional.header("If-Modified-Since")
        #expect(validator?.isEmpty == false, "\(conditional.headers)")
        let document = try refreshed.decode(DevEventsJSONList.self)
        #expect(document.origin == "revalidated")
        #expect(document.ids == (try first.decode(DevEventsJSONList.self).ids))
    }

    @Test("--refresh after the page changed: the new page is fetched and cached")
    func refreshPicksUpChanges() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let first = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(first.status == 0, first.summary)

        try sandbox.serve(fixture: "synthetic-title-anomalies.html")
        let stale = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        #expect(try stale.decode(DevEventsJSONList.self).count == 80)

        let refreshed = try await sandbox.devevents(["list", "--all", "--json", "--refresh"], source: source)
        try #require(refreshed.status == 0, refreshed.summary)
        let document = try refreshed.decode(DevEventsJSONList.self)
        #expect(document.origin == "network")
        #expect(document.count == 18)
        #expect(Set(document.events.map(\.section)) == ["2026-03"])

        let cached = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        #expect(try cached.decode(DevEventsJSONList.self).count == 18)
        #expect(sandbox.pageRequests.count == 2)
    }

    @Test("every request is for the page itself, never end_event/, and names the tool")
    func onlyThePageWithHonestUserAgent() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let browser = try DevEventsBrowserStub(in: sandbox)
        let runs: [[String]] = [
            ["list", "--all", "--refresh"], ["tags", "--refresh"], ["export", "--ics", "--all", "--refresh"],
            ["show", "xh6xqwsf", "--refresh"], ["fav", "add", "xh6xqwsf", "--refresh"],
            ["list", "--favorites", "--refresh"], ["fav", "remove", "xh6xqwsf"],
        ]
        for arguments in runs {
            let run = try await sandbox.devevents(arguments, source: source)
            #expect(run.status == 0, run.summary)
        }
        let open = try await sandbox.devevents(
            ["open", "xh6xqwsf", "--refresh", "--source", source, "--now", DevEventsSandbox.now],
            environment: ["BROWSER": browser.command]
        )
        #expect(open.status == 0, open.summary)

        let requests = sandbox.server.requests
        #expect(requests.count == 7)
        #expect(requests.allSatisfy { $0.path == sandbox.pagePath() }, "\(requests.map(\.path))")
        #expect(!requests.contains { $0.path.contains("end_event") })
        #expect(requests.allSatisfy { $0.method == "GET" })
        for request in requests {
            let agent = request.header("User-Agent") ?? ""
            #expect(agent.hasPrefix("QuickSearch/"), "\(agent)")
            #expect(agent.contains("devevents"), "\(agent)")
        }
    }

    @Test("a file:// page is read directly: no request, no cache entry")
    func fileSourceNeedsNoNetwork() async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let run = try await sandbox.devevents(["list", "--all", "--json"], source: source)
        try #require(run.status == 0, run.summary)
        let document = try run.decode(DevEventsJSONList.self)
        #expect(document.count == 80)
        #expect(document.source == source)
        #expect(sandbox.server.requests.isEmpty)

        let environment = try await sandbox.devevents(
            ["list", "--all", "--json", "--now", DevEventsSandbox.now],
            environment: ["DEVEVENTS_SOURCE": source]
        )
        #expect(try environment.decode(DevEventsJSONList.self).ids == document.ids)
    }

    @Test("a damaged cache file is replaced: the page is fetched again and listed")
    func damagedCache() async throws {
        let sandbox = try DevEventsSandbox()
        let source = try sandbox.serve(fixture: DevEventsSandbox.mainFixture)
        let directory = sandbox.cacheDirectory.appendingPathComponent("quicksearch", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(repeating: 0x5A, count: 4096).write(to: directory.appendingPathComponent("cache.sqlite"))

        let run = try await sandbox.devevents(["list", "--json"], source: source)
        #expect(run.status == 0, run.summary)
        #expect(try run.decode(DevEventsJSONList.self).count == 78)
        let again = try await sandbox.devevents(["list", "--json"], source: source)
        #expect(try again.decode(DevEventsJSONList.self).origin == "cache")
        #expect(sandbox.pageRequests.count == 1)
    }
}
