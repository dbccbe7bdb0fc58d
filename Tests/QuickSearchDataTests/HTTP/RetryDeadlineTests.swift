import Foundation
import Testing
@testable import QuickSearchData

@Suite("Retries stay within the policy's deadline")
struct RetryDeadlineTests {
    @Test("A retry's own timeout is cut to the time left; the first attempt keeps the request's")
    func retryTimeoutIsClamped() async throws {
        let http = RecordingHTTPClient { index in HTTPResponse(status: index == 0 ? 503 : 200) }
        let policy = RetryPolicy(maximumAttempts: 3, baseDelay: .milliseconds(10), maximumDelay: .milliseconds(20), deadline: .seconds(2))
        let request = HTTPRequest(url: try #require(URL(string: "https://api.example.com/x")), timeouts: HTTPTimeouts(connect: .seconds(5), total: .seconds(15)))
        let response = try await RetryingHTTPClient(wrapping: http, policy: policy).send(request)
        #expect(response.status == 200)
        let totals = http.requests.map(\.timeouts.total)
        #expect(totals.count == 2)
        #expect(totals.first == .seconds(15))
        #expect(totals.last.map { $0 <= .seconds(2) && $0 > .zero } == true)
    }
}
