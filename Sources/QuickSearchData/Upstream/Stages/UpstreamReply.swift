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

    /// The body length from which an answer is read on a thread of its own.
    static var longAnswer: Int { 32 * 1024 }

    /// The target's reading of the answer: the one a stage made, or a new one (kept). A long
    /// answer (a 1,000-row forecast, a year of alerts) is read on a thread of its own
    /// (`DedicatedThread`): the task threads stay free for the short steps that start the next
    /// requests, such as a point's nearest stations, then their readings.
    mutating func read(for call: UpstreamCall<Output>) async throws -> Decoded<Output> {
        if let reading { return reading }
        let reading: Decoded<Output>
        if response.body.count >= Self.longAnswer {
            let response = response
            reading = try await DedicatedThread.run { try call.read(response) }
        } else {
            reading = try call.read(response)
        }
        self.reading = reading
        return reading
    }
}
