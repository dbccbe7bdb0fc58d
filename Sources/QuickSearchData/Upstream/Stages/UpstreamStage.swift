/// One step of an upstream call, in the manner of swift-openapi-runtime's `ClientMiddleware`:
/// it takes the call, may change it, hands it to `next` (or answers itself), and may change the
/// reply on its way back. Each stage has one job; `UpstreamClient` composes them once, in the
/// order of `UpstreamPipeline`.
protocol UpstreamStage: Sendable {
    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output>
}

/// The rest of the pipeline after a stage.
struct UpstreamNext<Output: Sendable>: Sendable {
    private let rest: @Sendable (UpstreamCall<Output>) async throws -> UpstreamReply<Output>

    init(_ rest: @escaping @Sendable (UpstreamCall<Output>) async throws -> UpstreamReply<Output>) {
        self.rest = rest
    }

    func callAsFunction(_ call: UpstreamCall<Output>) async throws -> UpstreamReply<Output> {
        try await rest(call)
    }
}
