/// Tells the transport that a request is on its way as soon as one is sure to be: below the
/// cache (a run answered from it prepares nothing) and the keys (a call without its key sends
/// nothing). The libcurl client then makes its transfer loop's thread, which loads libcurl while
/// the call passes the stages below, where the first transfer loaded it before.
struct PreparationStage: UpstreamStage {
    let transport: any HTTPClient

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        transport.prepare()
        return try await next(call)
    }
}
