import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

/// An answer that says when it goes stale (AirKorea's next hourly update) is cached until then,
/// not for the target's fixed lifetime.
@Suite("Cache expiry chosen by the answer")
struct AnswerExpiryTests {
    private static let upstream = Upstream(
        name: "hourly",
        baseURLVariable: nil,
        defaultBaseURL: URL(string: "https://hourly.example")!,
        authentication: .none
    )
    private static let start = Date(timeIntervalSince1970: 1_800_000_000)

    private struct Hourly: RequestTarget {
        var upstream: Upstream { AnswerExpiryTests.upstream }
        var path: String { "/reading" }
        var queryItems: [(name: String, value: String)] { [] }
        var cacheLifetime: Duration? { .seconds(86_400) }
        func decode(_ response: HTTPResponse) throws -> Decoded<String> {
            Decoded("reading", isCacheable: true, expiresAt: AnswerExpiryTests.start.addingTimeInterval(900))
        }
    }

    @Test("A fresh answer is stored until the time it names, and revalidation keeps that time")
    func expiryFromAnswer() async throws {
        let cache = MemoryCache()
        let http = RecordingHTTPClient { index in HTTPResponse(status: index == 0 ? 200 : 304, body: Data("{}".utf8)) }
        let client = UpstreamClient(
            http: http,
            environment: Environment([:]),
            cache: cache,
            now: { AnswerExpiryTests.start }
        )
        _ = try await client.fetch(Hourly())
        #expect(cache.entries.map(\.expiresAt) == [Self.start.addingTimeInterval(900)])
        let revalidated = try await client.fetch(Hourly(), refresh: true)
        #expect(revalidated.origin == .revalidated)
        #expect(cache.entries.map(\.expiresAt) == [Self.start.addingTimeInterval(900)])
    }
}

@Suite("Cache upkeep")
struct CacheUpkeepTests {
    @Test("Upkeep deletes answers stored more than the retention ago and keeps the rest")
    func upkeepPrunesByRetention() throws {
        let directory = try TemporaryDirectory()
        let cache = try ResponseCache(path: directory.path("cache.sqlite"))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        for (key, age) in [("old", ResponseCache.retention + 60), ("recent", ResponseCache.retention - 60)] {
            let stored = now.addingTimeInterval(-age)
            cache.save(
                CachedResponse(
                    key: key,
                    body: Data("{}".utf8),
                    status: 200,
                    contentType: nil,
                    etag: nil,
                    lastModified: nil,
                    storedAt: stored,
                    expiresAt: stored.addingTimeInterval(60)
                )
            )
        }
        cache.performUpkeep(now: now)
        #expect(cache.answer(forKey: "old", includingBody: false) == nil)
        #expect(cache.answer(forKey: "recent", includingBody: false) != nil)
    }
}
