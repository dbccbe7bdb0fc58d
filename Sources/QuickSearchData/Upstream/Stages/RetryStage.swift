/// Tries a call again when it failed in passing, by its upstream's retry policy (the catalog's
/// `limits.retry`): see `RetryPolicy.attempts`. Each attempt goes through the stages below
/// (the host bound, the transport) afresh.
struct RetryStage: UpstreamStage {
    /// Time and waiting (tests pass one that does not really wait).
    let clock: any RetryClock
    /// The jitter source, a value in 0...1 per wait.
    let random: @Sendable () -> Double

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        try await call.upstream.limits.retry.attempts(call.request, clock: clock, random: random, response: \.response)
        {
            var attempt = call
            attempt.request = $0
            return try await next(attempt)
        }
    }
}
