/// Bounds how many requests run at once against each host, by the upstream's
/// `limits.connectionsPerHost`; the rest wait their turn in order (look-ups first), and a waiting call that is
/// cancelled leaves the queue at once. Per attempt: it sits below the retries.
struct HostLimitStage: UpstreamStage {
    let limiter: HostConcurrencyLimiter

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        try await limiter.holdingSlot(
            for: CurlHTTPClient.hostKey(call.request.url),
            limit: call.upstream.limits.connectionsPerHost,
            isLookup: call.isLookup
        ) {
            try await next(call)
        }
    }
}
