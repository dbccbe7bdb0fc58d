/// The error-body format of an upstream, used when a fault answers in its name.
enum UpstreamFormat {
    case naver
    case kakao
    /// The public data portal (AirKorea, KMA): its gateway's key errors, `resultCode` errors in HTTP 200.
    case portal
    case html

    /// An error with this HTTP status.
    func status(_ status: Int) -> HTTPResponse {
        switch self {
        case .naver: NaverError.forStatus(status).response
        case .kakao: KakaoError.forStatus(status).response
        case .portal: PortalGateway.forStatus(status)
        case .html: .htmlError(status: status)
        }
    }

    /// The daily-quota error (the portal's: its gateway's XML reason code 22 with HTTP 200).
    var quota: HTTPResponse {
        switch self {
        case .naver: NaverError.dailyQuota.response
        case .kakao: KakaoError.throttled.response
        case .portal: PortalGateway.xmlError(.requestLimitExceeded)
        case .html: .htmlError(status: 429)
        }
    }

    /// The per-second rate-limit error (the portal has only its daily quota).
    var rateLimit: HTTPResponse {
        switch self {
        case .naver: NaverError.rateLimit.response
        case .kakao: KakaoError.throttled.response
        case .portal: quota
        case .html: .htmlError(status: 429)
        }
    }

    /// The older quota form (Kakao's 400 `code -10`); other formats give their quota error.
    var legacyQuota: HTTPResponse {
        switch self {
        case .kakao: KakaoError.legacyQuota.response
        default: quota
        }
    }
}

extension UpstreamFormat {
    /// The `Content-Type` of this upstream's answers.
    var contentType: String {
        switch self {
        case .naver: NaverImageRoute.contentType
        case .kakao: KakaoSearchRoute.contentType
        case .portal: PortalEnvelope.jsonContentType
        case .html: "text/html; charset=utf-8"
        }
    }

    /// A body of the right shape whose values have the wrong types: strings where arrays and
    /// numbers belong, an array where an object does.
    var wrongTypesBody: String {
        switch self {
        case .naver:
            #"{"lastBuildDate":[],"total":"many","start":"1","display":{},"items":"none"}"#
        case .kakao:
            #"{"documents":"none","meta":{"is_end":"no","pageable_count":[],"total_count":"lots"}}"#
        case .portal:
            #"{"response":{"header":"00","body":{"totalCount":"many","items":{"item":"none"},"pageNo":[]}}}"#
        case .html:
            "<html><body><ul>[]</ul></body></html>\n"
        }
    }

    /// A 400 in this upstream's error format with `message`.
    func badRequest(message: String) -> HTTPResponse {
        switch self {
        case .naver: NaverError(status: 400, code: "SE01", message: message).response
        case .kakao: KakaoError.invalidArgument(message).response
        case .portal:
            PortalEnvelope.error(PortalResult(code: PortalResult.invalidParameter.code, message: message), status: 400)
        case .html:
            HTTPResponse(
                status: 400,
                headers: [MockNameValue(name: "Content-Type", value: contentType)],
                body: Array("<html><body><pre>\(message)</pre></body></html>\n".utf8)
            )
        }
    }
}
