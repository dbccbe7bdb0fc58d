/// How a response leaves the server: whole, or broken on purpose by a fault.
enum HTTPResponseDelivery {
    /// Head and body as built.
    case complete
    /// No answer: the connection is reset.
    case reset
    /// The head announces the whole body, half of it is sent, then the connection closes.
    case truncated
}
