/// Ways a loopback exchange can fail, as the tests observe them.
enum LoopbackClientError: Error, Equatable {
    case connectFailed(Int32)
    case sendFailed
    /// The connection ended before any byte of a response arrived (reset or close).
    case noResponse
    /// The head arrived, then the connection ended with fewer body bytes than announced.
    case truncatedBody(announced: Int, received: Int)
    case malformedResponse(String)
}
