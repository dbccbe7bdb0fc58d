import Foundation
import MockAPI
import QuickSearchDomain
import Synchronization
import TestSupport
import Testing

@testable import QuickSearchData

/// The pipeline as composed: stages in order around the transport, and every error turned into
/// one `SourceFailure` naming the answer, once.
@Suite("Pipeline: composition and errors")
struct UpstreamPipelineTests {
    /// A stage that writes its name going down and coming up.
    struct Marking: UpstreamStage {
        let name: String
        let log: Log

        func answer<Output: Sendable>(
            _ call: UpstreamCall<Output>,
            next: UpstreamNext<Output>
        ) async throws -> UpstreamReply<Output> {
            log.write("\(name) down")
            let reply = try await next(call)
            log.write("\(name) up")
            return reply
        }
    }

    final class Log: Sendable {
        private let lines = Mutex<[String]>([])
        var all: [String] { lines.withLock { $0 } }
        func write(_ line: String) { lines.withLock { $0.append(line) } }
    }

    struct LoggingTransport: HTTPClient {
        let log: Log
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            log.write("transport \(request.url.path)")
            return StageHarness.response(200, "new")
        }
    }

    @Test("each stage hands the call to the next, the last to the transport, and the reply comes back up")
    func order() async throws {
        let log = Log()
        let pipeline = UpstreamPipeline(
            stages: [Marking(name: "a", log: log), Marking(name: "b", log: log)],
            transport: LoggingTransport(log: log)
        )
        _ = try await pipeline.answer(StageHarness.call())
        #expect(log.all == ["a down", "b down", "transport /text", "b up", "a up"])
    }

    @Test("the client's stages: keys, then validators, reach the transport; the cache key holds no key")
    func clientStages() async throws {
        let cache = MemoryCache()
        let secret = "key-77c0e4d1"
        let http = RecordingHTTPClient { index in
            index == 0
                ? StageHarness.response(200, "first", headers: ["etag": "\"v1\""])
                : StageHarness.response(304)
        }
        let client = UpstreamClient(http: http, environment: Environment(["STAGE_KEY": secret]), cache: cache)
        _ = try await client.fetch(StageHarness.Text())
        let again = try await client.fetch(StageHarness.Text(), refresh: true)
        #expect(again.origin == .revalidated && again.value == "first")
        #expect(
            http.requests.map(\.headers) == [
                [HTTPHeader("X-Key", "Key \(secret)")],
                [HTTPHeader("X-Key", "Key \(secret)"), HTTPHeader("If-None-Match", "\"v1\"")],
            ]
        )
        #expect(cache.keys == ["GET https://stage.example/text?q=a%20b"])
    }

    @Test("a transport error or a missing key becomes one failure naming the answer, once")
    func errorsWrappedOnce() async throws {
        struct Refusing: HTTPClient {
            func send(_ request: HTTPRequest) async throws -> HTTPResponse {
                throw HTTPError(.connectionFailed, "could not connect to stage.example")
            }
        }
        let client = UpstreamClient(
            http: Refusing(),
            environment: Environment(["STAGE_KEY": "key-77c0e4d1"]),
            cache: MemoryCache()
        )
        let error = try await #require(throws: SourceFailure.self) { try await client.fetch(StageHarness.Text()) }
        #expect(error == SourceFailure(.unavailable, "stage-test: could not connect to stage.example"))
        let missing = UpstreamClient(http: Refusing(), environment: Environment([:]), cache: nil)
        let keyError = try await #require(throws: SourceFailure.self) { try await missing.fetch(StageHarness.Text()) }
        #expect(keyError == SourceFailure(.authentication, "stage-test: set STAGE_KEY to use this source"))
    }

    @Test("a fresh cached answer is served without keys or network; the cache is read without a request")
    func freshNeedsNoKeys() async throws {
        let cache = MemoryCache()
        let http = RecordingHTTPClient { _ in StageHarness.response(200, "first") }
        let keyed = UpstreamClient(http: http, environment: Environment(["STAGE_KEY": "key-77c0e4d1"]), cache: cache)
        _ = try await keyed.fetch(StageHarness.Text())
        let keyless = UpstreamClient(http: http, environment: Environment([:]), cache: cache)
        #expect(try await keyless.fetch(StageHarness.Text()).origin == .cache)
        #expect(keyless.cachedValue(StageHarness.Text()) == "first")
        #expect(keyless.hasStoredAnswer(for: StageHarness.Text()))
        #expect(http.requests.count == 1)
    }

    @Test("the tools' client retries by the upstream's policy over libcurl, against the mock")
    func toolsClient() async throws {
        let server = try MockCredentials.startServer(faults: ["naver-image:status=503:times=1"])
        defer { server.stop() }
        let clock = TestRetryClock()
        let client = UpstreamClient(
            userAgent: "QuickSearchDataTests",
            environment: Environment(MockCredentials.environment.merging(["QSEARCH_NAVER_URL": server.baseURL]) { $1 }),
            cache: nil,
            retryClock: clock,
            random: { 0 }
        )
        let page = try await client.fetch(
            NaverImageSource().target(for: UpstreamProbe.mediaQuery, page: UpstreamProbe.onePage)
        )
        #expect(page.value.items.count == 1)
        #expect(server.requestCount(pathPrefix: "/v1/search/image") == 2)
        #expect(clock.sleeps == [Upstream.naver.limits.retry.backoff(retry: 1, random: 0)])
    }
}
