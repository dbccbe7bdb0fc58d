/// How a response leaves the server: whole, or broken on purpose by a fault.
enum HTTPResponseDelivery {
    /// Head and body as built.
    case complete
    /// No answer: the connection is reset.
    case reset
    /// The head announces the whole body, half of it is sent, then the connection closes.
    case truncated
    /// Nothing is sent; the connection is held until the client leaves.
    case hang
    /// The head and half the body are sent; the connection is then held without a byte more.
    case stall
    /// The head and half the body are sent, then the connection is reset.
    case resetMidBody
    /// The head announces this body's length, then the body is sent piece by piece.
    case streamed(StreamedBody)
}
