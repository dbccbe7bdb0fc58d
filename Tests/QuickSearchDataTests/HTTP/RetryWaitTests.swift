import Foundation
import Testing

@testable import QuickSearchData

@Suite("Retry waits: exact backoff with a fixed random source, Retry-After in both forms")
struct RetryWaitTests {
    private static let url = URL(string: "https://api.example.com/x")!

    private static func send(
        answers: @escaping @Sendable (Int) -> HTTPResponse,
        policy: RetryPolicy = .standard,
        random: Double = 0.5
    ) async throws -> (HTTPResponse, requests: Int, sleeps: [Duration]) {
        let http = RecordingHTTPClient(answers: answers)
        let clock = TestRetryClock()
        let client = RetryingHTTPClient(wrapping: http, policy: policy, clock: clock, random: { random })
        let response = try await client.send(HTTPRequest(url: url))
        return (response, http.requests.count, clock.sleeps)
    }

    @Test(
        "The standard policy waits 250 ms then 500 ms steps with equal jitter",
        arguments: [
            (0.0, [Duration.milliseconds(125), .milliseconds(250)]),
            (0.5, [Duration.microseconds(187_500), .milliseconds(375)]),
            (1.0, [Duration.milliseconds(250), .milliseconds(500)]),
        ]
    )
    func exactBackoff(random: Double, expected: [Duration]) async throws {
        let (response, requests, sleeps) = try await Self.send(
            answers: { _ in HTTPResponse(status: 503) },
            random: random
        )

        #expect(response.status == 503)
        #expect(requests == 3)
        #expect(sleeps == expected)
    }

    @Test("Retry-After in seconds is waited exactly, instead of the backoff")
    func retryAfterSeconds() async throws {
        let (response, requests, sleeps) = try await Self.send(answers: { index in
            index == 0 ? HTTPResponse(status: 429, headers: ["retry-after": "2"]) : HTTPResponse(status: 200)
        })

        #expect(response.status == 200)
        #expect(requests == 2)
        #expect(sleeps == [.seconds(2)])
    }

    @Test("Retry-After: 99999 is longer than any wait allowed: the 429 is returned at once")
    func hugeRetryAfterIsNotWaited() async throws {
        let (response, requests, sleeps) = try await Self.send(answers: { _ in
            HTTPResponse(status: 429, headers: ["retry-after": "99999"])
        })

        #expect(response.status == 429)
        #expect(requests == 1)
        #expect(sleeps.isEmpty)
    }

    @Test("Retry-After as an HTTP date counts from the injected wall clock")
    func retryAfterDate() async throws {
        let date = Self.httpDate(TestRetryClock().date.addingTimeInterval(3))
        let (response, requests, sleeps) = try await Self.send(answers: { index in
            index == 0 ? HTTPResponse(status: 503, headers: ["retry-after": date]) : HTTPResponse(status: 200)
        })

        #expect(response.status == 200)
        #expect(requests == 2)
        #expect(sleeps == [.seconds(3)])
    }

    @Test("Retry-After as a date in the past means retry now")
    func retryAfterPastDate() async throws {
        let date = Self.httpDate(TestRetryClock().date.addingTimeInterval(-60))
        let (_, requests, sleeps) = try await Self.send(answers: { index in
            index == 0 ? HTTPResponse(status: 503, headers: ["retry-after": date]) : HTTPResponse(status: 200)
        })

        #expect(requests == 2)
        #expect(sleeps == [.zero])
    }

    @Test("A Retry-After date is read against the given now", arguments: [0, 1, 4])
    func retryAfterReadsNow(seconds: Int) {
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        let response = HTTPResponse(
            status: 429,
            headers: ["retry-after": Self.httpDate(now.addingTimeInterval(TimeInterval(seconds)))]
        )
        #expect(response.retryAfter(now: now) == .seconds(seconds))
    }

    /// `date` as an RFC 9110 IMF-fixdate, as a server would send it in `Retry-After`.
    private static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
