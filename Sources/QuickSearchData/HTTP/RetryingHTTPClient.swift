/// An `HTTPClient` that retries by a `RetryPolicy` (see `RetryPolicy.attempts`): for requests
/// that are not upstream API calls (thumbnails), and for tests that put retries under their own
/// client. Upstream calls retry in `RetryStage`, by each upstream's own policy.
public struct RetryingHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let policy: RetryPolicy
    private let clock: any RetryClock
    private let random: @Sendable () -> Double

    /// - Parameters:
    ///   - clock: time and waiting (tests pass one that does not really wait).
    ///   - random: the jitter source, a value in 0...1 per wait.
    public init(
        wrapping base: any HTTPClient,
        policy: RetryPolicy = .standard,
        clock: any RetryClock = SystemRetryClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.base = base
        self.policy = policy
        self.clock = clock
        self.random = random
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await policy.attempts(request, clock: clock, random: random, response: \.self) {
            try await base.send($0)
        }
    }

    public func prepare() {
        base.prepare()
    }
}
