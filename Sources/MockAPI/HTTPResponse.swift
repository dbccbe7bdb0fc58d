/// An HTTP response to send: status, headers (without `Content-Length` and `Connection`,
/// which the server adds to every response except 1xx and 204, where HTTP forbids it),
/// body and how to deliver it.
struct HTTPResponse {
    var status: Int
    var headers: [MockNameValue]
    var body: [UInt8]
    var delivery: HTTPResponseDelivery = .complete
    /// Extra milliseconds to wait before sending, on top of the configured latency.
    var extraDelayMilliseconds = 0
    /// The `Content-Length` to announce when it is not the body's length (a 304 announces the
    /// length of the representation it stands for).
    var announcedLength: Int?

    init(status: Int, headers: [MockNameValue] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A JSON response with the given content type spelling.
    static func json(status: Int, _ text: String, contentType: String) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [MockNameValue(name: "Content-Type", value: contentType)],
            body: Array(text.utf8)
        )
    }

    /// A JSON response: `value` written in an upstream's `style`, with its content type spelling.
    static func json(status: Int, _ value: JSONValue, style: JSONEscapeStyle, contentType: String) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [MockNameValue(name: "Content-Type", value: contentType)],
            body: value.renderUTF8(style)
        )
    }

    /// A short plain-text response.
    static func text(status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(
            status: status,
            headers: [MockNameValue(name: "Content-Type", value: "text/plain; charset=utf-8")],
            body: Array(text.utf8)
        )
    }

    /// A small HTML page naming the status, as a web server's error page.
    static func htmlError(status: Int) -> HTTPResponse {
        let title = "\(status) \(HTTPStatusReason.phrase(for: status))"
        let page = "<!DOCTYPE html><html><head><title>\(title)</title></head><body><h1>\(title)</h1></body></html>\n"
        return HTTPResponse(
            status: status,
            headers: [MockNameValue(name: "Content-Type", value: "text/html; charset=utf-8")],
            body: Array(page.utf8)
        )
    }

    /// Whether this status may carry a body at all (1xx, 204 and 304 never do).
    var statusAllowsBody: Bool {
        !(100..<200).contains(status) && status != 204 && status != 304
    }

    /// The status line and header block, ending with the blank line.
    func head(contentLength: Int, closing: Bool, keepAliveHeader: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(HTTPStatusReason.phrase(for: status))\r\n"
        for header in headers {
            text += "\(header.name): \(header.value)\r\n"
        }
        if statusAllowsBody || status == 304 {
            text += "Content-Length: \(contentLength)\r\n"
        }
        if closing {
            text += "Connection: close\r\n"
        } else if keepAliveHeader {
            text += "Connection: keep-alive\r\n"
        }
        text += "\r\n"
        return Array(text.utf8)
    }
}

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
    /// Nothing is sent until the gate releases this transfer; then the whole response, and the
    /// connection closes.
    case held(MockTransferGate)
    /// The head and half the body are sent, then the connection is reset.
    case resetMidBody
    /// The head announces this body's length, then the body is sent piece by piece.
    case streamed(StreamedBody)
}
