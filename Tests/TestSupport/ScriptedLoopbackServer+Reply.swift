extension ScriptedLoopbackServer {
    /// What the server does with one request.
    public enum Reply: Sendable {
        /// Where a closing reply's body comes from.
        public enum Body: Sendable {
            case bytes([UInt8])
            /// `count` copies of `byte`, written in chunks so any size fits without memory.
            case repeated(UInt8, count: Int)
        }

        /// Sends `head` (status line and fields, without the blank line) with a `Content-Length`
        /// for `body`, then `body`, and keeps the connection for the client's next request.
        case keepAlive(head: String, body: [UInt8])
        /// Sends `head` (without the blank line) with `Connection: close`, then `body` as it is
        /// (whatever length `head` announces), then ends the connection once the client has left.
        case close(head: String, body: Body)
        /// Never answers; waits for the client to close the connection.
        case hold

        /// A kept-alive `200 OK` of plain text `ok`.
        public static let ok = Reply.keepAlive(
            head: "HTTP/1.1 200 OK\r\nContent-Type: text/plain",
            body: Array("ok".utf8)
        )

        /// A complete closing reply with a matching `Content-Length`; `extraFields` are header
        /// lines such as `Location: …`.
        public static func closing(
            status: String,
            contentType: String = "application/json",
            body: String,
            extraFields: [String] = []
        ) -> Reply {
            let fields =
                ["HTTP/1.1 \(status)", "Content-Type: \(contentType)", "Content-Length: \(body.utf8.count)"]
                + extraFields
            return .close(head: fields.joined(separator: "\r\n"), body: .bytes(Array(body.utf8)))
        }
    }
}
