import Foundation

/// Retries idempotent requests on transient transport errors, 5xx, 408 and 429 (honouring
/// `Retry-After`), with exponential backoff and jitter. Attempts and waits together stay within
/// the policy's deadline and the request's own `deadline`: a retry's timeout is cut to the time
/// left, and no wait would end past it.
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
        let started = clock.now
        let policyEnd = started + policy.deadline
        let end = request.deadline.map { min($0, policyEnd) } ?? policyEnd
        var attempt = 1
        while true {
            let wait: Duration
            var attemptRequest = request
            if attempt > 1 {
                attemptRequest.timeouts.total = max(.milliseconds(1), min(request.timeouts.total, end - clock.now))
            }
            do {
                let response = try await base.send(attemptRequest)
                guard RetryPolicy.isRetryable(status: response.status),
                    let delay = delayBeforeRetry(
                        attempt: attempt,
                        retryAfter: response.retryAfter(now: clock.date),
                        request: request
                    ),
                    clock.now + delay < end
                else {
                    return response
                }
                wait = delay
            } catch let error as HTTPError where error.isTransient {
                guard let delay = delayBeforeRetry(attempt: attempt, retryAfter: nil, request: request),
                    clock.now + delay < end
                else {
                    throw error
                }
                wait = delay
            }
            try await clock.sleep(for: wait)
            attempt += 1
        }
    }

    private func delayBeforeRetry(attempt: Int, retryAfter: Duration?, request: HTTPRequest) -> Duration? {
        guard request.isIdempotent, attempt < policy.maximumAttempts else { return nil }
        if let retryAfter {
            return retryAfter <= policy.maximumDelay ? retryAfter : nil
        }
        return policy.backoff(retry: attempt, random: random())
    }
}
