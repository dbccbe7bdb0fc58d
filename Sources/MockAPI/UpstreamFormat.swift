/// The error-body format of an upstream, used when a fault answers in its name.
enum UpstreamFormat {
    case naver
    case kakao
    case html

    /// An error with this HTTP status.
    func status(_ status: Int) -> HTTPResponse {
        switch self {
        case .naver: NaverError.forStatus(status).response
        case .kakao: KakaoError.forStatus(status).response
        case .html: .htmlError(status: status)
        }
    }

    /// The daily-quota error.
    var quota: HTTPResponse {
        switch self {
        case .naver: NaverError.dailyQuota.response
        case .kakao: KakaoError.throttled.response
        case .html: .htmlError(status: 429)
        }
    }

    /// The per-second rate-limit error.
    var rateLimit: HTTPResponse {
        switch self {
        case .naver: NaverError.rateLimit.response
        case .kakao: KakaoError.throttled.response
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
