import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("Retries over real HTTP: transient failures are retried within the policy, Retry-After is honoured")
struct RetryingHTTPClientTests {
    /// A Kakao image request to the mock, with the key the mock accepts.
    private static func kakaoRequest(_ upstreams: MockUpstreams) throws -> HTTPRequest {
        let url = try #require(URL(string: "\(upstreams.server.baseURL)/v2/search/image?query=retry%20n%3D5&size=5"))
        return HTTPRequest(url: url, headers: [HTTPHeader("Authorization", "KakaoAK \(MockUpstreams.kakaoKey)")])
    }

    /// The real transport with a clock that waits for nothing and records every wait.
    private static func client(_ policy: RetryPolicy, clock: TestRetryClock = TestRetryClock()) -> RetryingHTTPClient {
        RetryingHTTPClient(
            wrapping: CurlHTTPClient(userAgent: "QuickSearchDataTests"),
            policy: policy,
            clock: clock,
            random: { 0.5 }
        )
    }

    private func kakaoRequestCount(_ upstreams: MockUpstreams) -> Int {
        upstreams.requests(path: MockPaths.kakaoImage).count
    }

    @Test("429 with Retry-After: 1 once, then success: waited and asked twice")
    func retryAfterThenSuccess() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:retry-after=1:times=1"])
        let policy = RetryPolicy(
            maximumAttempts: 3,
            baseDelay: .milliseconds(1),
            maximumDelay: .seconds(2),
            deadline: .seconds(60)
        )
        let clock = TestRetryClock()
        let response = try await Self.client(policy, clock: clock).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 200)
        #expect(kakaoRequestCount(upstreams) == 2)
        #expect(clock.sleeps == [.seconds(1)])
    }

    @Test("A Retry-After longer than the policy allows is not waited for: the 429 is returned after one request")
    func retryAfterBeyondPolicy() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:retry-after=1:times=1"])
        let clock = TestRetryClock()
        let response = try await Self.client(.quick, clock: clock).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 429)
        #expect(response.retryAfter(now: clock.date) == .seconds(1))
        #expect(kakaoRequestCount(upstreams) == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test("A 5xx once, then success after one backoff", arguments: [500, 502, 503, 504])
    func serverErrorOnceThenSuccess(status: Int) async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:status=\(status):times=1"])
        let clock = TestRetryClock()
        let response = try await Self.client(.quick, clock: clock).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 200)
        #expect(kakaoRequestCount(upstreams) == 2)
        #expect(clock.sleeps == [.microseconds(1500)])
    }

    @Test("A connection reset once, then success")
    func resetOnceThenSuccess() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:reset:times=1"])
        let response = try await Self.client(.quick).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 200)
        #expect(kakaoRequestCount(upstreams) == 2)
    }

    @Test("A persistent 500 is asked exactly maximumAttempts times, then returned")
    func noRetryBeyondPolicy() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:status=500"])
        let clock = TestRetryClock()
        let response = try await Self.client(.quick, clock: clock).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 500)
        #expect(kakaoRequestCount(upstreams) == RetryPolicy.quick.maximumAttempts)
        #expect(clock.sleeps == [.microseconds(1500), .milliseconds(3)])
    }

    @Test("A persistent reset is tried maximumAttempts times, then thrown as a connection failure")
    func persistentResetThrows() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:reset"])
        let error = await #expect(throws: HTTPError.self) {
            try await Self.client(.quick).send(try Self.kakaoRequest(upstreams))
        }
        #expect(error?.kind == .connectionFailed)
        #expect(kakaoRequestCount(upstreams) == RetryPolicy.quick.maximumAttempts)
    }

    @Test("Client errors are never retried", arguments: [400, 401, 403, 404])
    func clientErrorsAreNotRetried(status: Int) async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:status=\(status)"])
        let response = try await Self.client(.quick).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == status)
        #expect(kakaoRequestCount(upstreams) == 1)
    }

    @Test("The .none policy makes exactly one attempt")
    func singleAttemptPolicy() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:status=503"])
        let response = try await Self.client(.none).send(try Self.kakaoRequest(upstreams))

        #expect(response.status == 503)
        #expect(kakaoRequestCount(upstreams) == 1)
    }

    @Test("A search whose Kakao page fails once with 500 still delivers every Kakao result")
    func searchRecoversFromOneServerError() async throws {
        let upstreams = try MockUpstreams(faults: ["kakao-image:page=2:status=500:times=1"])
        let result = await upstreams.search("recover kakao=5000", sources: MediaSources.kakao, limit: 160)

        #expect(result.failures.isEmpty)
        #expect(result.items.hasMockIndices(0..<160))
        #expect(upstreams.sentValues("page", path: MockPaths.kakaoImage).sorted() == ["1", "2", "2"])
    }
}
