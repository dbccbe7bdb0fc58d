/// What comes back up the pipeline: the answer, where it came from, and the target's reading of
/// it once a stage has read it (so that an answer is read once, by whichever needs it first).
struct UpstreamReply<Output: Sendable>: Sendable {
    /// The answer as it arrived (redacted once past `RedactionStage`), or the stored one
    /// standing in for it.
    var response: HTTPResponse
    var origin: FetchOrigin = .network
    /// Whether the answer echoed a configured key (it was redacted; it is never cached).
    var echoedSecret: Bool = false
    /// The target's reading of `response`, when a stage has read it.
    private(set) var reading: Decoded<Output>?

    /// The target's reading of the answer: the one a stage made, or a new one (kept).
    mutating func read(for call: UpstreamCall<Output>) throws -> Decoded<Output> {
        if let reading { return reading }
        let reading = try call.read(response)
        self.reading = reading
        return reading
    }
}
