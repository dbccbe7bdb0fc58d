extension RetryPolicy {
    /// Sends `request` through `attempt` until an answer is final: idempotent requests are
    /// tried again on transient transport errors, 5xx, 408 and 429 (honouring `Retry-After`),
    /// with exponential backoff and jitter. Attempts and waits together stay within the
    /// policy's deadline and the request's own `deadline`: a retry's timeout is cut to the time
    /// left, and no wait would end past it. `RetryingHTTPClient` and `RetryStage` both run it.
    ///
    /// - Parameters:
    ///   - clock: time and waiting (tests pass one that does not really wait).
    ///   - random: the jitter source, a value in 0...1 per wait.
    ///   - response: the HTTP answer within what `attempt` returns.
    func attempts<Reply>(
        _ request: HTTPRequest,
        clock: any RetryClock,
        random: () -> Double,
        response: (Reply) -> HTTPResponse,
        attempt: (HTTPRequest) async throws -> Reply
    ) async throws -> Reply {
        let started = clock.now
        let policyEnd = started + deadline
        let end = request.deadline.map { min($0, policyEnd) } ?? policyEnd
        var number = 1
        while true {
            let wait: Duration
            var attemptRequest = request
            if number > 1 {
                attemptRequest.timeouts.total = max(.milliseconds(1), min(request.timeouts.total, end - clock.now))
            }
            do {
                let reply = try await attempt(attemptRequest)
                let answer = response(reply)
                guard Self.isRetryable(status: answer.status),
                    let delay = delayBeforeRetry(
                        attempt: number,
                        retryAfter: answer.retryAfter(now: clock.date),
                        request: request,
                        random: random
                    ),
                    clock.now + delay < end
                else {
                    return reply
                }
                wait = delay
            } catch let error as HTTPError where error.isTransient {
                guard let delay = delayBeforeRetry(attempt: number, retryAfter: nil, request: request, random: random),
                    clock.now + delay < end
                else {
                    throw error
                }
                wait = delay
            }
            try await clock.sleep(for: wait)
            number += 1
        }
    }

    private func delayBeforeRetry(
        attempt: Int,
        retryAfter: Duration?,
        request: HTTPRequest,
        random: () -> Double
    ) -> Duration? {
        guard request.isIdempotent, attempt < maximumAttempts else { return nil }
        if let retryAfter {
            return retryAfter <= maximumDelay ? retryAfter : nil
        }
        return backoff(retry: attempt, random: random())
    }
}
