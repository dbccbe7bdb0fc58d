import Foundation

/// Retries idempotent requests on transient transport errors, 5xx, 408 and 429 (honouring
/// `Retry-After`), with exponential backoff and jitter. Attempts and waits together stay within
/// the policy's deadline: a retry's own timeout is cut to the time left.
public struct RetryingHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let policy: RetryPolicy

    public init(wrapping base: any HTTPClient, policy: RetryPolicy = .standard) {
        self.base = base
        self.policy = policy
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let clock = ContinuousClock()
        let started = clock.now
        var attempt = 1
        while true {
            let wait: Duration
            var attemptRequest = request
            if attempt > 1 {
                let left = policy.deadline - (clock.now - started)
                attemptRequest.timeouts.total = max(.milliseconds(1), min(request.timeouts.total, left))
            }
            do {
                let response = try await base.send(attemptRequest)
                guard RetryPolicy.isRetryable(status: response.status),
                      let delay = delayBeforeRetry(attempt: attempt, retryAfter: response.retryAfter(), request: request),
                      clock.now - started + delay < policy.deadline else {
                    return response
                }
                wait = delay
            } catch let error as HTTPError where error.isTransient {
                guard let delay = delayBeforeRetry(attempt: attempt, retryAfter: nil, request: request),
                      clock.now - started + delay < policy.deadline else {
                    throw error
                }
                wait = delay
            }
            try await Task.sleep(for: wait)
            attempt += 1
        }
    }

    private func delayBeforeRetry(attempt: Int, retryAfter: Duration?, request: HTTPRequest) -> Duration? {
        guard request.isIdempotent, attempt < policy.maximumAttempts else { return nil }
        if let retryAfter {
            return retryAfter <= policy.maximumDelay ? retryAfter : nil
        }
        return policy.backoff(retry: attempt, random: Double.random(in: 0...1))
    }
}
