import Foundation
import Synchronization

@testable import QuickSearchData

/// An `HTTPClient` that records every request and answers from a script, for tests that check
/// what the layers above send.
final class RecordingHTTPClient: HTTPClient {
    private let sent = Mutex<[HTTPRequest]>([])
    private let answers: @Sendable (Int) -> HTTPResponse

    /// `answers(n)` is the response to the n-th request (0-based).
    init(answers: @escaping @Sendable (Int) -> HTTPResponse = { _ in HTTPResponse(status: 200) }) {
        self.answers = answers
    }

    var requests: [HTTPRequest] {
        sent.withLock { $0 }
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let index = sent.withLock { sent in
            sent.append(request)
            return sent.count - 1
        }
        return answers(index)
    }
}
