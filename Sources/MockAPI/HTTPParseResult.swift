/// What the request parser made of the bytes received so far.
enum HTTPParseResult {
    /// More bytes are needed.
    case incomplete
    /// A whole request; `consumed` bytes (head and any body) belong to it.
    case request(HTTPRequest, consumed: Int)
    /// The bytes are not a request this server accepts: answer `status` and close.
    case failure(status: Int, reason: String)
}
