/// Removes configured keys from what comes back, before any stage above keeps or reads it: the
/// answer's body and header values, and a transport error's message. The reply says whether a
/// key was echoed (such an answer is never cached).
struct RedactionStage: UpstreamStage {
    let secrets: SecretRedactor

    func answer<Output: Sendable>(
        _ call: UpstreamCall<Output>,
        next: UpstreamNext<Output>
    ) async throws -> UpstreamReply<Output> {
        var reply: UpstreamReply<Output>
        do {
            reply = try await next(call)
        } catch let error as HTTPError {
            throw secrets.redact(error)
        }
        let (response, echoed) = secrets.redact(reply.response)
        reply.response = response
        reply.echoedSecret = reply.echoedSecret || echoed
        return reply
    }
}
