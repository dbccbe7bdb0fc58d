import Foundation
import Testing

@testable import QuickSearchData

@Suite("Retries stay within the policy's deadline and the request's own")
struct RetryDeadlineTests {
    private static let url = URL(string: "https://api.example.com/x")!

    @Test("A retry's own timeout is cut to the time left; the first attempt keeps the request's")
    func retryTimeoutIsClamped() async throws {
        let http = RecordingHTTPClient { index in HTTPResponse(status: index == 0 ? 503 : 200) }
        let clock = TestRetryClock()
        let policy = RetryPolicy(
            maximumAttempts: 3,
            baseDelay: .milliseconds(10),
            maximumDelay: .milliseconds(20),
            deadline: .seconds(2)
        )
        let request = HTTPRequest(url: Self.url, timeouts: HTTPTimeouts(connect: .seconds(5), total: .seconds(15)))
        let client = RetryingHTTPClient(wrapping: http, policy: policy, clock: clock, random: { 0 })

        let response = try await client.send(request)

        #expect(response.status == 200)
        #expect(clock.sleeps == [.milliseconds(5)])
        #expect(http.requests.map(\.timeouts.total) == [.seconds(15), .milliseconds(1995)])
    }

    @Test("No wait may end past the policy's deadline: the last answer is returned instead")
    func policyDeadlineStopsRetries() async throws {
        let http = RecordingHTTPClient { _ in HTTPResponse(status: 503) }
        let clock = TestRetryClock()
        let policy = RetryPolicy(
            maximumAttempts: 5,
            baseDelay: .milliseconds(400),
            maximumDelay: .seconds(5),
            deadline: .seconds(1)
        )
        let client = RetryingHTTPClient(wrapping: http, policy: policy, clock: clock, random: { 1 })

        let response = try await client.send(HTTPRequest(url: Self.url))

        #expect(response.status == 503)
        #expect(clock.sleeps == [.milliseconds(400)])
        #expect(http.requests.count == 2)
    }

    @Test("The request's deadline, when sooner, bounds the retries too")
    func requestDeadlineStopsRetries() async throws {
        let http = RecordingHTTPClient { _ in HTTPResponse(status: 503) }
        let clock = TestRetryClock()
        let policy = RetryPolicy(
            maximumAttempts: 5,
            baseDelay: .milliseconds(400),
            maximumDelay: .seconds(5),
            deadline: .seconds(60)
        )
        let request = HTTPRequest(url: Self.url, deadline: clock.now + .milliseconds(1000))
        let client = RetryingHTTPClient(wrapping: http, policy: policy, clock: clock, random: { 1 })

        let response = try await client.send(request)

        #expect(response.status == 503)
        #expect(clock.sleeps == [.milliseconds(400)])
        #expect(http.requests.map(\.timeouts.total) == [.seconds(15), .milliseconds(600)])
    }

    @Test("A request past its deadline fails at once; one before it has its timeouts cut to the time left")
    func transferTimeoutsFollowTheDeadline() throws {
        let now = ContinuousClock.now
        let late = HTTPRequest(url: Self.url, deadline: now - .seconds(1))
        #expect(
            throws: HTTPError(
                .timedOut,
                "no time was left to ask api.example.com before the deadline",
                remedy: .allowMoreTime(suggested: nil)
            )
        ) {
            try CurlHTTPClient.withinDeadline(late, now: now)
        }

        let soon = HTTPRequest(url: Self.url, deadline: now + .seconds(2))
        let clamped = try CurlHTTPClient.withinDeadline(soon, now: now)
        #expect(clamped.timeouts.total == .milliseconds(2001))
        #expect(clamped.timeouts.connect == .milliseconds(2001))

        let unbounded = HTTPRequest(url: Self.url)
        #expect(try CurlHTTPClient.withinDeadline(unbounded, now: now) == unbounded)
    }
}
