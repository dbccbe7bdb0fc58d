import Foundation
import QuickSearchDomain
import Synchronization

@testable import QuickSearchData

/// What the stage tests share: an upstream with a header key, a target whose answer is its body
/// as text, and a `next` that records the calls it gets and answers from a script.
enum StageHarness {
    static let upstream = Upstream(
        name: "stage-test",
        baseURLVariable: nil,
        defaultBaseURL: URL(string: "https://stage.example")!,
        authentication: .headers([CredentialHeader(header: "X-Key", variable: "STAGE_KEY", prefix: "Key ")]),
        limits: UpstreamLimits(
            connectionsPerHost: 2,
            retry: RetryPolicy(
                maximumAttempts: 3,
                baseDelay: .milliseconds(100),
                maximumDelay: .seconds(1),
                deadline: .seconds(10)
            )
        )
    )

    /// The body as text. A body `unreadable` does not read; `uncacheable` reads but may not be
    /// kept; an error status is a `SourceFailure`.
    struct Text: RequestTarget {
        var upstream: Upstream = StageHarness.upstream
        var path: String { "/text" }
        var queryItems: [(name: String, value: String)] { [("q", "a b")] }
        var cacheLifetime: Duration? = .seconds(600)
        var isLookup = false

        func decode(_ response: HTTPResponse) throws -> Decoded<String> {
            let text = String(decoding: response.body, as: UTF8.self)
            guard (200...299).contains(response.status) else {
                throw SourceFailure(.unavailable, "stage-test answered \(response.status)")
            }
            guard text != "unreadable" else { throw SourceFailure(.invalidResponse, "unreadable") }
            return Decoded(text, isCacheable: text != "uncacheable")
        }
    }

    static func call(
        _ target: Text = Text(),
        refresh: Bool = false,
        staleOnFailure: Bool = false,
        method: String = "GET"
    ) -> UpstreamCall<String> {
        UpstreamCall(
            target,
            request: HTTPRequest(method: method, url: URL(string: "https://stage.example/text?q=a%20b")!),
            refresh: refresh,
            staleOnFailure: staleOnFailure
        )
    }

    static func response(_ status: Int, _ body: String = "", headers: [String: String] = [:]) -> HTTPResponse {
        HTTPResponse(status: status, headers: headers, body: Data(body.utf8))
    }
}

/// A `next` for one stage: records every call it is handed and answers the n-th (0-based) from
/// `script`, which may throw.
final class ScriptedNext: Sendable {
    private let received = Mutex<[UpstreamCall<String>]>([])
    private let script: @Sendable (Int) throws -> HTTPResponse

    init(_ script: @escaping @Sendable (Int) throws -> HTTPResponse = { _ in StageHarness.response(200, "new") }) {
        self.script = script
    }

    var calls: [UpstreamCall<String>] {
        received.withLock { $0 }
    }

    var next: UpstreamNext<String> {
        UpstreamNext { call in
            let index = self.received.withLock { calls in
                calls.append(call)
                return calls.count - 1
            }
            return UpstreamReply(response: try self.script(index))
        }
    }
}
