import Foundation
import MockAPI
import QuickSearchData
import QuickSearchDomain
import Synchronization
import TestSupport

/// A clock the test moves by hand.
final class DevEventsRepositoryClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) {
        current = Mutex(start)
    }

    var now: Date {
        current.withLock { $0 }
    }

    func advance(minutes: Double) {
        current.withLock { $0 = $0.addingTimeInterval(minutes * 60) }
    }
}

/// A repository over the real HTTP stack (libcurl, no retries) and a response cache in a
/// temporary directory, talking to a mock page server on loopback, with a clock the test moves.
final class DevEventsRepositoryHarness: Sendable {
    let directory: TemporaryDirectory
    let server: MockServer
    let cache: ResponseCache
    let clock: DevEventsRepositoryClock
    let repository: DevEventRepository

    init(start: Date = Date(timeIntervalSince1970: 1_787_000_000)) throws {
        directory = try TemporaryDirectory()
        let pages = directory.url.appendingPathComponent("pages", isDirectory: true)
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        server = try MockServer.start(MockConfiguration(pagesDirectory: pages.path))
        cache = try ResponseCache(path: directory.path("cache.sqlite"))
        clock = DevEventsRepositoryClock(start)
        let clock = clock
        let client = UpstreamClient(
            http: CurlHTTPClient(userAgent: "QuickSearch-tests (devevents)"),
            environment: Environment([:]),
            cache: cache,
            now: { clock.now }
        )
        repository = DevEventRepository(client: client)
    }

    deinit {
        server.stop()
    }

    var pageURL: URL {
        URL(string: "\(server.baseURL)/pages/events.html")!
    }

    /// The cache key `UpstreamClient` uses for the page.
    var cacheKey: String {
        "GET \(pageURL.absoluteString)"
    }

    /// Serves `fixture` (from `Fixtures/dev-event/`) as the page.
    func serve(fixture: String) throws {
        try DevEventFixtures.data(fixture).write(
            to: directory.url.appendingPathComponent("pages/events.html"),
            options: .atomic
        )
    }

    var pageRequests: [MockRecordedRequest] {
        server.requests.filter { $0.path == "/pages/events.html" }
    }

    func load(refresh: Bool = false) async throws -> DevEventLoad {
        try await repository.load(from: pageURL, refresh: refresh)
    }
}
