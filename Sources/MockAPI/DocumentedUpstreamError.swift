/// Every error body the Naver and Kakao search APIs document or were seen to send
/// (api-facts.md §1-2), by a short name for `--fault ROUTE:error=NAME`.
public enum DocumentedUpstreamError: String, Sendable, Hashable, CaseIterable {
    case naverIncorrectQuery = "naver-se01"
    case naverInvalidDisplay = "naver-se02"
    /// Start past 1000: the end of results, not a failure.
    case naverInvalidStart = "naver-se03"
    case naverInvalidSort = "naver-se04"
    case naverUnknownAPI = "naver-se05"
    case naverMalformedEncoding = "naver-se06"
    case naverSystemError = "naver-se99"
    case naverInvalidCredentials = "naver-024"
    case naverMissingClientID = "naver-024-missing-id"
    case naverNotEnabled = "naver-403"
    case naverDailyQuota = "naver-010"
    case naverRateLimit = "naver-012"
    /// Page past the last one: the end of results, not a failure.
    case kakaoPageOverMaximum = "kakao-page-max"
    case kakaoSizeOverMaximum = "kakao-size-max"
    case kakaoMissingQuery = "kakao-missing-query"
    case kakaoMissingAuthorization = "kakao-no-auth-header"
    case kakaoWrongKeyFormat = "kakao-key-format"
    case kakaoUnknownKey = "kakao-unknown-key"
    case kakaoIPMismatch = "kakao-ip-mismatch"
    case kakaoThrottled = "kakao-throttled"
    case kakaoLegacyQuota = "kakao-legacy-quota"

    /// The errors of one upstream.
    public static func cases(naver: Bool) -> [DocumentedUpstreamError] {
        allCases.filter { $0.rawValue.hasPrefix("naver-") == naver }
    }

    /// The HTTP status the upstream answers with.
    public var status: Int {
        response.status
    }

    var response: HTTPResponse {
        switch self {
        case .naverIncorrectQuery: NaverError.incorrectQuery.response
        case .naverInvalidDisplay: NaverError.invalidDisplay.response
        case .naverInvalidStart: NaverError.invalidStart.response
        case .naverInvalidSort: NaverError.invalidSort.response
        case .naverUnknownAPI: NaverError.unknownAPI.response
        case .naverMalformedEncoding: NaverError.malformedEncoding.response
        case .naverSystemError: NaverError.systemError.response
        case .naverInvalidCredentials: NaverError.invalidCredentials.response
        case .naverMissingClientID: NaverError.missingClientID.response
        case .naverNotEnabled: NaverError.notEnabled.response
        case .naverDailyQuota: NaverError.dailyQuota.response
        case .naverRateLimit: NaverError.rateLimit.response
        case .kakaoPageOverMaximum: KakaoError.pageOverMaximum.response
        case .kakaoSizeOverMaximum: KakaoError.sizeOverMaximum.response
        case .kakaoMissingQuery: KakaoError.missingQuery.response
        case .kakaoMissingAuthorization: KakaoError.missingAuthorization.response
        case .kakaoWrongKeyFormat:
            KakaoError(status: 401, type: "AccessDeniedError", message: "wrong appKey(********) format").response
        case .kakaoUnknownKey: KakaoError.unknownKey.response
        case .kakaoIPMismatch:
            KakaoError(status: 401, type: "AccessDeniedError", message: "ip mismatched! callerIp=127.0.0.1").response
        case .kakaoThrottled: KakaoError.throttled.response
        case .kakaoLegacyQuota: KakaoError.legacyQuota.response
        }
    }
}
