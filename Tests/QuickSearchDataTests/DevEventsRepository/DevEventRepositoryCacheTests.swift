import Foundation
import QuickSearchData
import QuickSearchDomain
import Testing

/// `DevEventRepository` over the real client and cache: fetched once an hour, revalidated with
/// ETag / Last-Modified, the last good copy kept when the page breaks or the server is gone.
@Suite("DevEventRepository caching")
struct DevEventRepositoryCacheTests {
    static let good = "README-2026-08-22.html"

    @Test("first load from the network is cached with its validators")
    func firstLoadIsCached() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: Self.good)
        let load = try await harness.load()
        #expect(load.origin == .network)
        #expect(load.page.events.count == 80)
        #expect(load.source == harness.pageURL)

        let stored = try #require(try harness.cache.lookup(harness.cacheKey))
        #expect(stored.body == (try DevEventFixtures.data(Self.good)))
        #expect(stored.status == 200)
        #expect(stored.etag?.isEmpty == false)
        #expect(stored.lastModified?.isEmpty == false)
        #expect(stored.expiresAt.timeIntervalSince(stored.storedAt) == 3600)
    }

    @Test("within the hour: no request; after it: a conditional request answered 304")
    func hourlyRevalidation() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: Self.good)
        let first = try await harness.load()
        let etag = try #require(harness.cache.answer(forKey: harness.cacheKey, includingBody: false)?.etag)

        harness.clock.advance(minutes: 59)
        let cached = try await harness.load()
        #expect(cached.origin == .cache)
        #expect(harness.pageRequests.count == 1)

        harness.clock.advance(minutes: 2)
        let revalidated = try await harness.load()
        #expect(revalidated.origin == .revalidated)
        #expect(revalidated.page == first.page)
        #expect(harness.pageRequests.count == 2)
        let conditional = try #require(harness.pageRequests.last)
        #expect(conditional.header("If-None-Match") == etag)
        #expect(conditional.header("If-Modified-Since") != nil)

        harness.clock.advance(minutes: 59)
        #expect(try await harness.load().origin == .cache)
        #expect(harness.pageRequests.count == 2)
    }

    @Test("refresh revalidates a fresh copy")
    func refreshRevalidates() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: Self.good)
        _ = try await harness.load()
        let refreshed = try await harness.load(refresh: true)
        #expect(refreshed.origin == .revalidated)
        #expect(harness.pageRequests.last?.header("If-None-Match") != nil)
    }

    @Test("a page without sections throws and the cache keeps the good body")
    func brokenPageKeepsGoodCopy() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: Self.good)
        _ = try await harness.load()
        let before = try #require(try harness.cache.lookup(harness.cacheKey))

        try harness.serve(fixture: "synthetic-no-sections.html")
        harness.clock.advance(minutes: 61)
        await #expect(throws: SourceFailure(.unusableContent, DevEventPageError.markupChanged.message)) {
            try await harness.load()
        }
        await #expect(throws: SourceFailure(.unusableContent, DevEventPageError.markupChanged.message)) {
            try await harness.load(refresh: true)
        }
        let after = try #require(try harness.cache.lookup(harness.cacheKey))
        #expect(after.body == before.body)
        #expect(after.etag == before.etag)
        #expect(after.storedAt == before.storedAt)
    }

    @Test("a page without sections is never cached")
    func brokenPageNotCached() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: "synthetic-no-sections.html")
        await #expect(throws: SourceFailure(.unusableContent, DevEventPageError.markupChanged.message)) {
            try await harness.load()
        }
        #expect(harness.cache.answer(forKey: harness.cacheKey, includingBody: false) == nil)
    }

    @Test("server gone after the hour: the stored copy, stamped with when it was stored")
    func staleCopyWhenOffline() async throws {
        let harness = try DevEventsRepositoryHarness()
        try harness.serve(fixture: Self.good)
        let first = try await harness.load()
        let storedAt = harness.clock.now
        harness.server.stop()
        harness.clock.advance(minutes: 180)

        let load = try await harness.load()
        guard case .staleCache(let stamp, let failure) = load.origin else {
            Issue.record("expected a stale copy, got \(load.origin)")
            return
        }
        #expect(abs(stamp.timeIntervalSince(storedAt)) < 1)
        #expect(!failure.isEmpty)
        #expect(load.page == first.page)
    }

    @Test("server gone and nothing stored: the transport error")
    func offlineWithoutCopy() async throws {
        let harness = try DevEventsRepositoryHarness()
        harness.server.stop()
        await #expect(throws: SourceFailure.self) {
            try await harness.load()
        }
    }

    @Test("file:// pages are read directly and never cached")
    func fileSource() async throws {
        let harness = try DevEventsRepositoryHarness()
        let source = DevEventFixtures.directory.appendingPathComponent(Self.good)
        let load = try await harness.repository.load(from: source, refresh: false)
        #expect(load.page.events.count == 80)
        #expect(harness.cache.answer(forKey: "GET \(source.absoluteString)", includingBody: false) == nil)
        #expect(harness.server.requests.isEmpty)
        await #expect(throws: SourceFailure(.unusableContent, DevEventPageError.markupChanged.message)) {
            try await harness.repository.load(
                from: DevEventFixtures.directory.appendingPathComponent("synthetic-no-sections.html"),
                refresh: false
            )
        }
        await #expect(throws: SourceFailure.self) {
            try await harness.repository.load(
                from: harness.directory.url.appendingPathComponent("absent.html"),
                refresh: false
            )
        }
    }

    @Test("Relative links resolve against the page's own address, not github.com")
    func relativeLinks() async throws {
        let harness = try DevEventsRepositoryHarness()
        let page = """
            <html><body><article class="markdown-body entry-content container-lg" itemprop="text">
            <h2>26년 08월</h2>
            <ul><li><strong><a href="events/one.html">샘플 상대 링크 행사</a></strong>
            <ul><li>분류: <code>온라인</code></li><li>주최: 샘플주최</li><li>일시: 08. 22(토) 18:00</li></ul></li></ul>
            </article></body></html>
            """
        try Data(page.utf8).write(to: harness.directory.url.appendingPathComponent("pages/events.html"))
        let event = try #require(try await harness.load().page.events.first)
        #expect(event.url?.absoluteString == "\(harness.server.baseURL)/pages/events/one.html")
    }
}
