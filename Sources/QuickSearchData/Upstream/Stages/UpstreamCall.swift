import Foundation
import QuickSearchDomain

/// One call to an upstream as it goes down the pipeline: the request so far, and what the
/// stages need to know about its target (how long its answer keeps, how to read it).
struct UpstreamCall<Output: Sendable>: Sendable {
    let upstream: Upstream
    /// The name messages about the answer start with (`kakao-image`).
    let answerName: String
    /// The request as built so far; stages add to it (credentials, validators).
    var request: HTTPRequest
    /// The cache key: method and URL as built before any credential was added, so it never
    /// holds one.
    let cacheKey: String
    /// How long a good answer may be served from the cache; nil: never cached.
    let cacheLifetime: Duration?
    /// Skip fresh cached answers (stored ones still revalidate).
    let refresh: Bool
    /// Stand in the last stored answer when the upstream cannot be reached or answers an error.
    let staleOnFailure: Bool
    /// Whether other requests wait on the answer: it goes first when the host is busy.
    let isLookup: Bool
    /// How the output is kept in compact form beside the answer; nil when it is not.
    let compactForm: CompactForm<Output>?
    private let reader: @Sendable (HTTPResponse) throws -> Decoded<Output>

    init<Target: RequestTarget>(
        _ target: Target,
        request: HTTPRequest,
        refresh: Bool = false,
        staleOnFailure: Bool = false
    ) where Target.Output == Output {
        upstream = target.upstream
        answerName = target.answerName
        self.request = request
        cacheKey = "\(request.method) \(request.url.absoluteString)"
        cacheLifetime = target.cacheLifetime
        self.refresh = refresh
        self.staleOnFailure = staleOnFailure
        isLookup = target.isLookup
        compactForm = Target.compactForm
        reader = { try target.decode($0) }
    }

    /// The target's reading of `response`.
    func read(_ response: HTTPResponse) throws -> Decoded<Output> {
        try reader(response)
    }
}
