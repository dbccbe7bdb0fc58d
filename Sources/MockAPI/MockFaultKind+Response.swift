import Foundation

extension MockFaultKind {
    /// The response this fault sends to `request` instead of `normal`, in the upstream's `format`.
    func response(format: UpstreamFormat, request: HTTPRequest, normal: () -> HTTPResponse) -> HTTPResponse {
        switch self {
        case .status(let status):
            return format.status(status)
        case .quota:
            return format.quota
        case .rateLimit:
            return format.rateLimit
        case .legacyQuota:
            return format.legacyQuota
        case .retryAfter(let seconds):
            var response = format.rateLimit
            response.status = 429
            response.headers.append(MockNameValue(name: "Retry-After", value: String(seconds)))
            return response
        case .delay(let milliseconds):
            var response = normal()
            response.extraDelayMilliseconds += milliseconds
            return response
        case .reset:
            var response = HTTPResponse(status: 500)
            response.delivery = .reset
            return response
        case .truncatedBody:
            var response = normal()
            response.delivery = .truncated
            return response
        case .malformedBody:
            var response = normal()
            response.status = 200
            response.body =
                response.body.isEmpty
                ? Array("{\"".utf8)
                : Array(response.body.prefix(max(1, response.body.count / 2)))
            return response
        case .hang:
            return delivered(normal(), .hang)
        case .stall:
            return delivered(normal(), .stall)
        case .resetMidBody:
            return delivered(normal(), .resetMidBody)
        case .retryAfterDate(let seconds):
            var response = format.rateLimit
            response.status = 429
            let date = HTTPDate.rfc1123(unixSeconds: Int(Date().timeIntervalSince1970) + seconds)
            response.headers.append(MockNameValue(name: "Retry-After", value: date))
            return response
        case .html:
            let page =
                "<!DOCTYPE html><html><head><title>Welcome</title></head><body><p>Sign in to continue</p></body></html>\n"
            return HTTPResponse(
                status: 200,
                headers: [MockNameValue(name: "Content-Type", value: UpstreamFormat.html.contentType)],
                body: Array(page.utf8)
            )
        case .emptyBody:
            return .json(status: 200, "", contentType: format.contentType)
        case .wrongTypes:
            return .json(status: 200, format.wrongTypesBody, contentType: format.contentType)
        case .numbers(let literal):
            return rewritten(normal()) { _ in
                Array(literal.utf8)
            } stringValue: { contents in
                JSONScalarRewriter.isDigits(contents) ? Array(literal.utf8) : contents
            }
        case .field(let rewrite):
            var response = normal()
            response.body = JSONFieldRewriter.rewrite(response.body, rewrite)
            return response
        case .invalidUTF8:
            return rewritten(normal()) {
                $0
            } stringValue: {
                [0xC0, 0xAF, 0xFF] + $0
            }
        case .largeBody(let bytes):
            var response = normal()
            response.body += [UInt8](repeating: 0x20, count: max(0, bytes - response.body.count))
            return response
        case .gzipBomb(let inflatedBytes):
            var response = HTTPResponse(
                status: 200,
                headers: [
                    MockNameValue(name: "Content-Type", value: format.contentType),
                    MockNameValue(name: "Content-Encoding", value: "gzip"),
                ]
            )
            response.delivery = .streamed(GzipZeros.body(inflatedBytes: inflatedBytes))
            return response
        case .redirect(let status, let port):
            var response = HTTPResponse.htmlError(status: status)
            response.headers.append(MockNameValue(name: "Location", value: "http://127.0.0.1:\(port)\(request.target)"))
            return response
        case .echoHeaders:
            let echo =
                (["\(request.method) \(request.target) \(request.version)"]
                + request.headers.map { "\($0.name): \($0.value)" }).joined(separator: "\n")
            return format.badRequest(message: "Bad request: \(echo)")
        case .documented(let error):
            return error.response
        }
    }

    private func delivered(_ response: HTTPResponse, _ delivery: HTTPResponseDelivery) -> HTTPResponse {
        var response = response
        response.delivery = delivery
        return response
    }

    /// `response` with its JSON scalars rewritten (the status stays what it was).
    private func rewritten(
        _ response: HTTPResponse,
        number: ([UInt8]) -> [UInt8],
        stringValue: ([UInt8]) -> [UInt8]
    ) -> HTTPResponse {
        var response = response
        response.body = JSONScalarRewriter.rewrite(response.body, number: number, stringValue: stringValue)
        return response
    }
}
