import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

@Suite("A source failing in an unforeseen way is reported in words, not as a Swift value")
struct MediaSearchUnexpectedErrorTests {
    private struct OddFailure: Error {
        let internalDetail = "field-dump-4711"
    }

    private final class FailingHTTPClient: HTTPClient {
        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            throw OddFailure()
        }
    }

    @Test("An unknown error names the failure's type, no dump, and what to do")
    func unknownError() async throws {
        let upstreams = try MockUpstreams()
        let client = UpstreamClient(
            http: FailingHTTPClient(),
            environment: Environment(upstreams.variables),
            cache: nil
        )
        let result = await MediaSearchService(client: client).search(
            MediaQuery(text: "odd", sort: .accuracy),
            kind: .image,
            sources: MediaSources.naver,
            limit: 10,
            deadline: nil
        )
        #expect(
            result.failures == [
                SourceFailure(
                    .unavailable,
                    "naver-image: failed unexpectedly (OddFailure); try again, and report it if it persists"
                )
            ]
        )
    }
}
