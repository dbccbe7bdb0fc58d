/// The stages of every upstream call, outermost first, ending in the transport:
///
///     cache (fresh / conditional / stale) → credentials → preparation → redaction → retry
///     → host limit → transport
///
/// The cache comes first because a fresh answer needs neither keys nor network, and because it
/// must see answers after redaction (it keeps what it is given, and never an answer that echoed
/// a key); credentials are added below the cache key, so no key reaches the cache; retries and
/// the host bound are per attempt. Composed once per client.
struct UpstreamPipeline: Sendable {
    let stages: [any UpstreamStage]
    /// Sends the request the last stage hands on.
    let transport: any HTTPClient

    /// The reply to `call`, through every stage.
    func answer<Output: Sendable>(_ call: UpstreamCall<Output>) async throws -> UpstreamReply<Output> {
        try await answer(call, from: stages.startIndex)
    }

    private func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        from index: Int
    ) async throws -> UpstreamReply<Output> {
        guard index < stages.endIndex else {
            return UpstreamReply(response: try await transport.send(call.request))
        }
        return try await stages[index].answer(call, next: UpstreamNext { try await answer($0, from: index + 1) })
    }
}
