/// How a served connection is to be closed.
enum ConnectionEnding {
    /// Already shut down in order: just release the descriptor.
    case graceful
    /// Close with a TCP reset (a fault, or a peer that broke the protocol mid-stream).
    case reset
}
