extension MockFaultKind {
    /// The response this fault sends instead of `normal`, in the upstream's `format`.
    func response(format: UpstreamFormat, normal: () -> HTTPResponse) -> HTTPResponse {
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
            response.body = response.body.isEmpty
                ? Array("{\"".utf8)
                : Array(response.body.prefix(max(1, response.body.count / 2)))
            return response
        }
    }
}
