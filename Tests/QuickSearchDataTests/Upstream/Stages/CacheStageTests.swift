import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// `CacheStage` alone, with a scripted `next`: what it answers itself, what it asks, what it keeps.
@Suite("Pipeline: the cache stage")
struct CacheStageTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)
    private static let key = StageHarness.call().cacheKey

    private static func stage(_ cache: MemoryCache, secret: String? = nil) -> CacheStage {
        let environment = Environment(secret.map { ["STAGE_KEY": $0] } ?? [:])
        return CacheStage(
            cache: cache,
            secrets: SecretRedactor(environment: environment, upstreams: [StageHarness.upstream]),
            now: { now }
        )
    }

    private static func stored(
        _ body: String,
        fresh: Bool,
        status: Int = 200,
        etag: String? = nil,
        lastModified: String? = nil
    ) -> MemoryCache {
        let cache = MemoryCache()
        cache.save(
            CachedResponse(
                key: key,
                body: Data(body.utf8),
                status: status,
                etag: etag,
                lastModified: lastModified,
                storedAt: now.addingTimeInterval(-3600),
                expiresAt: now.addingTimeInterval(fresh ? 60 : -60)
            )
        )
        return cache
    }

    @Test("a fresh readable answer is the reply, without asking next, in one look-up of the cache")
    func freshAnswer() async throws {
        let next = ScriptedNext()
        let cache = Self.stored("kept", fresh: true)
        var reply = try await Self.stage(cache).answer(StageHarness.call(), next: next.next)
        #expect(next.calls.isEmpty)
        #expect(cache.bodyReads == 0, "a target without a compact form gets the body with the entry")
        #expect(reply.origin == .cache)
        #expect(try await reply.read(for: StageHarness.call()).value == "kept")
    }

    @Test("refresh, a stale entry or an unreadable fresh one asks next, conditionally, and stores the new answer")
    func conditionalRequest() async throws {
        for (cache, call) in [
            (Self.stored("kept", fresh: true, etag: "\"v1\""), StageHarness.call(refresh: true)),
            (Self.stored("kept", fresh: false, etag: "\"v1\""), StageHarness.call()),
            (Self.stored("unreadable", fresh: true, etag: "\"v1\""), StageHarness.call()),
        ] {
            let next = ScriptedNext { _ in StageHarness.response(200, "new", headers: ["etag": "\"v2\""]) }
            var reply = try await Self.stage(cache).answer(call, next: next.next)
            #expect(next.calls.count == 1)
            #expect(next.calls.first?.request.headers == [HTTPHeader("If-None-Match", "\"v1\"")])
            #expect(reply.origin == .network)
            #expect(try await reply.read(for: call).value == "new")
            #expect(cache.entries.map(\.etag) == ["\"v2\""])
            #expect(cache.entries.map(\.expiresAt) == [Self.now.addingTimeInterval(600)])
        }
    }

    @Test("HTTP 304 renews the stored answer for the target's lifetime and replies with it")
    func notModified() async throws {
        let cache = Self.stored("kept", fresh: false, lastModified: "Mon, 01 Jan 2029 00:00:00 GMT")
        let next = ScriptedNext { _ in StageHarness.response(304) }
        var reply = try await Self.stage(cache).answer(StageHarness.call(), next: next.next)
        #expect(next.calls.first?.request.headers == [HTTPHeader("If-Modified-Since", "Mon, 01 Jan 2029 00:00:00 GMT")])
        #expect(reply.origin == .revalidated)
        #expect(try await reply.read(for: StageHarness.call()).value == "kept")
        #expect(cache.entries.map(\.expiresAt) == [Self.now.addingTimeInterval(600)])
    }

    @Test("with staleOnFailure, a transport error or an error status gives the stored answer, saying why")
    func staleOnFailure() async throws {
        let failures: [@Sendable (Int) throws -> HTTPResponse] = [
            { _ in throw HTTPError(.connectionFailed, "could not connect to stage.example") },
            { _ in StageHarness.response(503) },
        ]
        for (script, failure) in zip(failures, ["could not connect to stage.example", "stage-test answered HTTP 503"]) {
            let next = ScriptedNext(script)
            let reply = try await Self.stage(Self.stored("kept", fresh: false))
                .answer(StageHarness.call(staleOnFailure: true), next: next.next)
            #expect(reply.origin == .staleCache(storedAt: Self.now.addingTimeInterval(-3600), failure: failure))
            #expect(reply.reading?.value == "kept")
        }
    }

    @Test("without staleOnFailure, or without a readable copy, the failure goes up")
    func noStandIn() async throws {
        let refused = ScriptedNext { _ in throw HTTPError(.connectionFailed, "refused") }
        await #expect(throws: HTTPError.self) {
            _ = try await Self.stage(Self.stored("kept", fresh: false)).answer(StageHarness.call(), next: refused.next)
        }
        await #expect(throws: HTTPError.self) {
            _ = try await Self.stage(Self.stored("unreadable", fresh: false))
                .answer(StageHarness.call(staleOnFailure: true), next: refused.next)
        }
        let failing = ScriptedNext { _ in StageHarness.response(500) }
        let error = try await #require(throws: SourceFailure.self) {
            _ = try await Self.stage(Self.stored("kept", fresh: false)).answer(StageHarness.call(), next: failing.next)
        }
        #expect(error.message == "stage-test answered 500", "the target's reading of the error status")
    }

    @Test(
        "an answer that does not read, may not be kept, or echoed a key is not stored; a target without lifetime is never looked up"
    )
    func whatIsNotStored() async throws {
        for body in ["uncacheable", "echo-9c1f00aa"] {
            let cache = MemoryCache()
            let next = ScriptedNext { _ in StageHarness.response(200, body) }
            let stage = Self.stage(cache, secret: "echo-9c1f00aa")
            let redaction = RedactionStage(secrets: stage.secrets)
            let reply = try await stage.answer(
                StageHarness.call(),
                next: UpstreamNext { try await redaction.answer($0, next: next.next) }
            )
            #expect(reply.reading != nil)
            #expect(cache.entries.isEmpty, "\(body)")
        }
        let unreadable = ScriptedNext { _ in StageHarness.response(200, "unreadable") }
        let cache = MemoryCache()
        await #expect(throws: SourceFailure.self) {
            _ = try await Self.stage(cache).answer(StageHarness.call(), next: unreadable.next)
        }
        #expect(cache.entries.isEmpty)
        var uncached = StageHarness.Text()
        uncached.cacheLifetime = nil
        let next = ScriptedNext()
        let reply = try await Self.stage(Self.stored("kept", fresh: true, etag: "\"v1\""))
            .answer(StageHarness.call(uncached), next: next.next)
        #expect(next.calls.first?.request.headers == [])
        #expect(reply.reading == nil, "read by the client, not the cache")
    }

    @Test("A long answer is read on a thread of its own as a short one is read: once, kept, failures thrown")
    func longAnswer() async throws {
        let long = String(repeating: "a", count: UpstreamReply<String>.longAnswer)
        let call = StageHarness.call()
        var reply = UpstreamReply<String>(response: StageHarness.response(200, long))
        #expect(try await reply.read(for: call).value == long)
        #expect(reply.reading?.value == long)
        var failed = UpstreamReply<String>(response: StageHarness.response(503, long))
        await #expect(throws: SourceFailure.self) { try await failed.read(for: call) }
        let cache = MemoryCache()
        let next = UpstreamNext<String> { _ in UpstreamReply(response: StageHarness.response(200, long)) }
        var stored = try await Self.stage(cache).answer(call, next: next)
        #expect(try await stored.read(for: call).value == long)
        #expect(cache.entries.map(\.body) == [Data(long.utf8)])
    }
}
