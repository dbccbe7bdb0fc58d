/// The error-body format of an upstream, used when a fault answers in its name. Each upstream's
/// error type declares its own (`.naver` beside `NaverError`, `.portal` beside `PortalGateway`),
/// so a new upstream's format is in its own files; `.html` is a web server's.
struct UpstreamFormat: Sendable {
    /// The `Content-Type` of this upstream's answers.
    let contentType: String
    /// A body of the right shape whose values have the wrong types: strings where arrays and
    /// numbers belong, an array where an object does.
    let wrongTypesBody: String
    /// The daily-quota error (the portal's: its gateway's XML reason code 22 with HTTP 200).
    let quota: HTTPResponse
    /// The per-second rate-limit error (the portal has only its daily quota).
    let rateLimit: HTTPResponse
    /// The older quota form (Kakao's 400 `code -10`); other formats give their quota error.
    let legacyQuota: HTTPResponse
    private let statusError: @Sendable (Int) -> HTTPResponse
    private let badRequestError: @Sendable (String) -> HTTPResponse

    /// A format; `rateLimit` and `legacyQuota` default to `quota`.
    init(
        contentType: String,
        wrongTypesBody: String,
        quota: HTTPResponse,
        rateLimit: HTTPResponse? = nil,
        legacyQuota: HTTPResponse? = nil,
        status: @escaping @Sendable (Int) -> HTTPResponse,
        badRequest: @escaping @Sendable (String) -> HTTPResponse
    ) {
        self.contentType = contentType
        self.wrongTypesBody = wrongTypesBody
        self.quota = quota
        self.rateLimit = rateLimit ?? quota
        self.legacyQuota = legacyQuota ?? quota
        statusError = status
        badRequestError = badRequest
    }

    /// An error with this HTTP status.
    func status(_ status: Int) -> HTTPResponse {
        statusError(status)
    }

    /// A 400 in this upstream's error format with `message`.
    func badRequest(message: String) -> HTTPResponse {
        badRequestError(message)
    }

    /// A web server's: HTML error pages.
    static let html = UpstreamFormat(
        contentType: "text/html; charset=utf-8",
        wrongTypesBody: "<html><body><ul>[]</ul></body></html>\n",
        quota: .htmlError(status: 429),
        status: { .htmlError(status: $0) },
        badRequest: { message in
            HTTPResponse(
                status: 400,
                headers: [MockNameValue(name: "Content-Type", value: "text/html; charset=utf-8")],
                body: Array("<html><body><pre>\(message)</pre></body></html>\n".utf8)
            )
        }
    )
}
