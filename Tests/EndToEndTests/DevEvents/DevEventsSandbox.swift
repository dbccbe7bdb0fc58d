import Foundation
import MockAPI
import TestSupport

/// One `devevents` end-to-end test's world: a mock page server on a loopback ephemeral port
/// serving files from a pages directory of its own, and its own HOME and XDG directories.
/// Nothing is inherited from the test process's environment, so no run can reach the real
/// Dev-Event page.
final class DevEventsSandbox: Sendable {
    /// `Fixtures/dev-event/` of this package.
    static let fixtures: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dev-event", isDirectory: true)

    /// The synthetic page of 2026-08-22: sections 26년 08월/09월/10월 with 42/33/5 entries.
    static let mainFixture = "README-2026-08-22.html"

    /// A fixed "now" that suits `mainFixture` (Korea time).
    static let now = "2026-08-22T12:00:00+09:00"

    let server: MockServer
    private let directory: TemporaryDirectory
    var root: URL { directory.url }
    /// The file name pages are served under by default: unique, so that a request reaching
    /// another test's server (after this one stopped and its port was reused) finds nothing.
    let pageName: String

    /// Starts a mock server serving `root/pages` under `/pages/`, with `faults` in the mock's
    /// `--fault` syntax, accepting `MockCredentials`' keys; `now` fixes the time the mock's portal
    /// routes answer for (KMA's bases).
    init(faults: [String] = [], now: Date? = nil) throws {
        pageName = "events-\(UUID().uuidString.prefix(8).lowercased()).html"
        directory = try TemporaryDirectory(prefix: "devevents-e2e")
        for name in ["home", "data", "cache", "state", "pages", "scratch"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(name),
                withIntermediateDirectories: true
            )
        }
        var parsed: [MockFault] = []
        for specification in faults {
            parsed.append(try MockFault(specification: specification))
        }
        let pages = directory.url.appendingPathComponent("pages", isDirectory: true)
        server = try MockServer.start(
            MockConfiguration(
                keys: MockCredentials.environment,
                now: now,
                faults: parsed,
                pagesDirectory: pages.path
            )
        )
    }

    deinit {
        server.stop()
    }

    /// The directory the mock serves under `/pages/`.
    var pagesDirectory: URL {
        root.appendingPathComponent("pages", isDirectory: true)
    }

    /// A directory for the test's own files (browser stubs, pages read through `file://`).
    var scratchDirectory: URL {
        root.appendingPathComponent("scratch", isDirectory: true)
    }

    /// The cache directory the runs use (`XDG_CACHE_HOME`).
    var cacheDirectory: URL {
        root.appendingPathComponent("cache", isDirectory: true)
    }

    /// Serves a fixture under `/pages/<name>` (replacing what was there) and returns its URL.
    @discardableResult
    func serve(fixture: String, as name: String? = nil) throws -> String {
        try serve(data: Data(contentsOf: Self.fixtures.appendingPathComponent(fixture)), as: name ?? pageName)
    }

    /// Serves `html` under `/pages/<name>` (replacing what was there) and returns its URL.
    @discardableResult
    func serve(html: String, as name: String? = nil) throws -> String {
        try serve(data: Data(html.utf8), as: name ?? pageName)
    }

    private func serve(data: Data, as name: String) throws -> String {
        try data.write(to: pagesDirectory.appendingPathComponent(name), options: .atomic)
        return pageURL(name)
    }

    /// The mock's address of `/pages/<name>`.
    func pageURL(_ name: String? = nil) -> String {
        "\(server.baseURL)\(pagePath(name))"
    }

    /// The path of `/pages/<name>`.
    func pagePath(_ name: String? = nil) -> String {
        "/pages/\(name ?? pageName)"
    }

    /// The `file://` URL of a fixture.
    static func fixtureURL(_ name: String) -> String {
        fixtures.appendingPathComponent(name).absoluteString
    }

    /// Writes `html` into the scratch directory and returns its `file://` URL.
    func writeScratchPage(_ html: String, named name: String = "page.html") throws -> String {
        let url = scratchDirectory.appendingPathComponent(name)
        try Data(html.utf8).write(to: url, options: .atomic)
        return url.absoluteString
    }

    /// HOME and the XDG directories; no source, no clock.
    var baseEnvironment: [String: String] {
        [
            "HOME": root.appendingPathComponent("home").path,
            "XDG_DATA_HOME": root.appendingPathComponent("data").path,
            "XDG_CACHE_HOME": cacheDirectory.path,
            "XDG_STATE_HOME": root.appendingPathComponent("state").path,
            "LANG": "C.UTF-8",
        ]
    }

    /// Runs the built `devevents` with `arguments` and exactly the base environment plus `extra`.
    func devevents(_ arguments: [String], environment extra: [String: String] = [:]) async throws -> DevEventsRun {
        let environment = baseEnvironment.merging(extra) { $1 }
        return try await DevEventsRun.launch(arguments, environment: environment)
    }

    /// Runs `devevents` against `source` at the fixed `now`.
    func devevents(
        _ arguments: [String],
        source: String,
        now: String = DevEventsSandbox.now
    ) async throws -> DevEventsRun {
        try await devevents(arguments + ["--source", source, "--now", now])
    }

    /// Requests the mock received whose path starts with `/pages/`.
    var pageRequests: [MockRecordedRequest] {
        server.requests.filter { $0.path.hasPrefix("/pages/") }
    }
}
