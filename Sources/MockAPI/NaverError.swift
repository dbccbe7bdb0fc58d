/// A Naver search error: HTTP status and the `{"errorMessage":...,"errorCode":...}` body.
struct NaverError: Error {
    var status: Int
    var code: String
    var message: String

    static let authentication = " : Authentication failed. (인증에 실패했습니다.)"
    static let missingClientID = NaverError(status: 401, code: "024", message: "Not Exist Client ID" + authentication)
    static let invalidCredentials = NaverError(
        status: 401,
        code: "024",
        message: "NID AUTH Result Invalid (1000)" + authentication
    )
    static let incorrectQuery = NaverError(status: 400, code: "SE01", message: "Incorrect query request (잘못된 쿼리요청입니다.)")
    static let invalidDisplay = invalidValue(of: "display", code: "SE02")
    static let invalidStart = invalidValue(of: "start", code: "SE03")
    static let invalidSort = invalidValue(of: "sort", code: "SE04")
    /// The mock's choice for a bad `filter` (the real code is undocumented).
    static let invalidFilter = invalidValue(of: "filter", code: "SE01")
    static let unknownAPI = NaverError(status: 404, code: "SE05", message: "Invalid search api (존재하지 않는 검색 api 입니다.)")
    static let malformedEncoding = NaverError(
        status: 400,
        code: "SE06",
        message: "Malformed encoding (잘못된 형식의 인코딩입니다.)"
    )
    static let systemError = NaverError(status: 500, code: "SE99", message: "System Error (시스템 에러)")
    static let notEnabled = NaverError(
        status: 403,
        code: "024",
        message: "Scope Status Invalid : API not enabled for this application. (API 권한이 없습니다.)"
    )
    static let dailyQuota = NaverError(
        status: 429,
        code: "010",
        message: "{count/quota=10039/10000} : Query limit exceeded. (쿼리 한도를 초과했습니다.)"
    )
    static let rateLimit = NaverError(status: 429, code: "012", message: "Rate limit exceeded. (속도 제한을 초과했습니다.)")

    /// Naver's 400 for a parameter whose value it does not accept (`display`, `start`, …): one
    /// wording, in English and Korean, for every parameter.
    static func invalidValue(of parameter: String, code: String) -> NaverError {
        NaverError(status: 400, code: code, message: "Invalid \(parameter) value (부적절한 \(parameter) 값입니다.)")
    }

    /// The error Naver gives for an HTTP status injected by a fault.
    static func forStatus(_ status: Int) -> NaverError {
        let error: NaverError =
            switch status {
            case 400: incorrectQuery
            case 401: invalidCredentials
            case 403: notEnabled
            case 404: unknownAPI
            case 429: rateLimit
            default: systemError
            }
        return NaverError(status: status, code: error.code, message: error.message)
    }

    /// The HTTP response carrying this error.
    var response: HTTPResponse {
        let body = JSONValue.object([
            ("errorMessage", .string(message)),
            ("errorCode", .string(code)),
        ])
        return .json(status: status, body, style: .plain, contentType: NaverImageRoute.contentType)
    }
}

extension UpstreamFormat {
    /// Naver's: `{"errorMessage":...,"errorCode":...}` bodies.
    static let naver = UpstreamFormat(
        contentType: NaverImageRoute.contentType,
        wrongTypesBody: #"{"lastBuildDate":[],"total":"many","start":"1","display":{},"items":"none"}"#,
        quota: NaverError.dailyQuota.response,
        rateLimit: NaverError.rateLimit.response,
        status: { NaverError.forStatus($0).response },
        badRequest: { NaverError(status: 400, code: "SE01", message: $0).response }
    )
}
