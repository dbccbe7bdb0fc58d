/// A Kakao API error: HTTP status and the `{"errorType":...,"message":...}` body (or the older
/// `{"code":...,"msg":...}` form).
struct KakaoError: Error {
    var status: Int
    var body: JSONValue

    init(status: Int, type: String, message: String) {
        self.status = status
        body = .object([("errorType", .string(type)), ("message", .string(message))])
    }

    init(status: Int, legacyCode: Int, message: String) {
        self.status = status
        body = .object([("code", .integer(legacyCode)), ("msg", .string(message))])
    }

    static let missingAuthorization = accessDenied("cannot find Authorization : KakaoAK header")
    /// Real Kakao echoes the key inside the parentheses; the mock never does.
    static let unknownKey = accessDenied("appKey(********) does not exist")
    static let missingQuery = KakaoError(status: 400, type: "MissingParameter", message: "query parameter required")
    static let pageOverMaximum = invalidArgument("page is more than max")
    static let sizeOverMaximum = invalidArgument("size is more than max")
    /// A path under a Kakao prefix that names no API.
    static let unknownAPI = KakaoError(status: 404, type: "NotFound", message: "unknown api")
    static let throttled = KakaoError(status: 429, type: "RequestThrottled", message: "API limit has been exceeded.")
    static let legacyQuota = KakaoError(status: 400, legacyCode: -10, message: "API limit has been exceeded.")

    /// The error a request's `Authorization: KakaoAK {key}` earns against `restKey`; nil when it
    /// carries that key. One check for every Kakao route (search and Local).
    static func authorizationFailure(of request: HTTPRequest, restKey: String) -> KakaoError? {
        let authorization = request.header("Authorization") ?? ""
        let scheme = "KakaoAK "
        guard authorization.hasPrefix(scheme) else { return missingAuthorization }
        guard authorization.dropFirst(scheme.count).trimmed(of: " \t") == restKey else { return unknownKey }
        return nil
    }

    static func invalidArgument(_ message: String) -> KakaoError {
        KakaoError(status: 400, type: "InvalidArgument", message: message)
    }

    /// Kakao's 401 for a key it does not accept, whatever the reason `message` gives.
    static func accessDenied(_ message: String) -> KakaoError {
        KakaoError(status: 401, type: "AccessDeniedError", message: message)
    }

    /// The error Kakao gives for an HTTP status injected by a fault.
    static func forStatus(_ status: Int) -> KakaoError {
        switch status {
        case 400: invalidArgument("bad request")
        case 401: accessDenied("unauthorized")
        case 403: KakaoError(status: 403, type: "AccessDeniedError", message: "App(mock) is disabled")
        case 404: KakaoError(status: 404, type: "NotFound", message: "not found")
        case 429: throttled
        case 502: KakaoError(status: 502, type: "BadGateway", message: "bad gateway")
        case 503: KakaoError(status: 503, type: "ServiceUnavailable", message: "service unavailable")
        case 504: KakaoError(status: 504, type: "GatewayTimeout", message: "gateway timeout")
        default: KakaoError(status: status, type: "InternalServerError", message: "internal server error")
        }
    }

    /// The HTTP response carrying this error.
    var response: HTTPResponse {
        .json(status: status, body, style: .kakao, contentType: KakaoSearchRoute.contentType)
    }
}

extension UpstreamFormat {
    /// Kakao's: `{"errorType":...,"message":...}` bodies, and the older `code -10` quota form.
    static let kakao = UpstreamFormat(
        contentType: KakaoSearchRoute.contentType,
        wrongTypesBody: #"{"documents":"none","meta":{"is_end":"no","pageable_count":[],"total_count":"lots"}}"#,
        quota: KakaoError.throttled.response,
        legacyQuota: KakaoError.legacyQuota.response,
        status: { KakaoError.forStatus($0).response },
        badRequest: { KakaoError.invalidArgument($0).response }
    )
}
