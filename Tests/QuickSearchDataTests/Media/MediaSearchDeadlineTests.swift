import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

@Suite("A search's deadline: requests still running are cancelled and their sources reported cut short")
struct MediaSearchDeadlineTests {
    /// Never answers: each request waits until its task is cancelled, then throws. Reports every
    /// arrival, and counts the requests that ended by cancellation.
    private final class HangingHTTPClient: HTTPClient {
        let arrivals: AsyncStream<HTTPRequest>
        private let arrived: AsyncStream<HTTPRequest>.Continuation
        private let cancelled = Mutex(0)

        init() {
            (arrivals, arrived) = AsyncStream<HTTPRequest>.makeStream()
        }

        var cancelledCount: Int { cancelled.withLock { $0 } }

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            let (stream, finish) = AsyncStream<Never>.makeStream()
            await withTaskCancellationHandler {
                arrived.yield(request)
                for await _ in stream {}
            } onCancel: {
                finish.finish()
            }
            cancelled.withLock { $0 += 1 }
            throw CancellationError()
        }
    }

    @Test(
        "When the deadline passes with every page in flight, both sources fail as cut short and the search returns",
        .timeLimit(.minutes(1))
    )
    func everySourceCutShort() async throws {
        let http = HangingHTTPClient()
        let upstreams = try MockUpstreams()
        let client = UpstreamClient(http: http, environment: Environment(upstreams.variables), cache: nil)
        let instant = ContinuousClock.now + .seconds(30)
        let arrivals = http.arrivals
        let deadline = SearchDeadline(timeout: .seconds(30), instant: instant) {
            var waiting = arrivals.makeAsyncIterator()
            _ = await waiting.next()
            _ = await waiting.next()
        }

        let result = await MediaSearchService(client: client).search(
            MediaQuery(text: "deadline", sort: .accuracy),
            kind: .image,
            sources: MediaSources.images,
            limit: 30,
            deadline: deadline
        )

        #expect(result.items.isEmpty)
        #expect(
            result.failures == [
                SourceFailure(
                    .timeout,
                    "naver-image: cut short at the 30 s deadline",
                    remedy: .allowMoreTime(suggested: .seconds(60))
                ),
                SourceFailure(
                    .timeout,
                    "kakao-image: cut short at the 30 s deadline",
                    remedy: .allowMoreTime(suggested: .seconds(60))
                ),
            ]
        )
        #expect(http.cancelledCount == 2)
        #expect(!result.servedFromCache)
    }

    @Test(
        "The pages finished before the deadline count: a cached first page stays, the source is cut short after it",
        .timeLimit(.minutes(1))
    )
    func finishedPrefixStays() async throws {
        let upstreams = try MockUpstreams()
        let cache = try upstreams.openCache()
        let warm = await upstreams.search(
            "prefix n=1000",
            sources: MediaSources.naver,
            limit: 100,
            client: upstreams.client(cache: cache)
        )
        #expect(warm.items.count == 100)
        let http = HangingHTTPClient()
        let client = UpstreamClient(http: http, environment: Environment(upstreams.variables), cache: cache)
        let arrivals = http.arrivals
        let deadline = SearchDeadline(timeout: .seconds(12), instant: ContinuousClock.now + .seconds(12)) {
            var waiting = arrivals.makeAsyncIterator()
            _ = await waiting.next()
            _ = await waiting.next()
        }

        let result = await MediaSearchService(client: client).search(
            MediaQuery(text: "prefix n=1000", sort: .accuracy),
            kind: .image,
            sources: MediaSources.naver,
            limit: 300,
            deadline: deadline
        )

        #expect(result.items.map(\.url) == warm.items.map(\.url))
        #expect(
            result.failures == [
                SourceFailure(
                    .timeout,
                    "naver-image: cut short at the 12 s deadline",
                    remedy: .allowMoreTime(suggested: .seconds(24))
                )
            ]
        )
        #expect(http.cancelledCount == 2)
    }

    @Test("Requests carry the deadline, so transfers and retries are bounded by it")
    func requestsCarryTheDeadline() async throws {
        let http = RecordingHTTPClient { _ in HTTPResponse(status: 500) }
        let upstreams = try MockUpstreams()
        let client = UpstreamClient(http: http, environment: Environment(upstreams.variables), cache: nil)
        let deadline = SearchDeadline(timeout: .seconds(7))

        _ = await MediaSearchService(client: client).search(
            MediaQuery(text: "carried", sort: .accuracy),
            kind: .image,
            sources: MediaSources.kakao,
            limit: 10,
            deadline: deadline
        )

        #expect(http.requests.map(\.deadline) == [deadline.instant])
    }

    @Test(
        "Deadline failures name the time, and suggest twice as much (1 s to an hour) as their remedy",
        arguments: [
            (Duration.seconds(30), "x: cut short at the 30 s deadline", Duration.seconds(60)),
            (Duration.milliseconds(1500), "x: cut short at the 1.5 s deadline", Duration.seconds(3)),
            (Duration.seconds(3000), "x: cut short at the 3000 s deadline", Duration.seconds(3600)),
            (Duration.milliseconds(100), "x: cut short at the 0.1 s deadline", Duration.seconds(1)),
        ]
    )
    func messages(timeout: Duration, expected: String, suggested: Duration) {
        #expect(
            SearchDeadline(timeout: timeout).cutShort(source: "x")
                == SourceFailure(.timeout, expected, remedy: .allowMoreTime(suggested: suggested))
        )
    }
}
