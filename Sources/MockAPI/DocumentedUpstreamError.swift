/// Every error body the Naver and Kakao search APIs and the public data portal document or were
/// seen to send (api-facts.md §1-2, §5), by a short name for `--fault ROUTE:error=NAME`.
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
    /// The portal gateway's classic key error: XML `SERVICE_KEY_IS_NOT_REGISTERED_ERROR` (30), HTTP 200.
    case portalKeyNotRegisteredXML = "portal-key-xml"
    /// The gateway's XML quota error (22), HTTP 200.
    case portalQuotaXML = "portal-quota-xml"
    /// The gateway's XML unregistered-IP error (32), HTTP 200.
    case portalUnregisteredIPXML = "portal-ip-xml"
    /// The gateway's newer key error: HTTP 403 JSON `OpenAPI_ServiceResponse`.
    case portalKeyForbidden = "portal-key-403"
    /// Plain-text `Unauthorized` with HTTP 401.
    case portalUnauthorized = "portal-401"
    /// `resultCode` errors inside an HTTP 200 JSON envelope (§5 lists what each means).
    case portalApplicationError = "portal-01"
    case portalDatabaseError = "portal-02"
    case portalNoData = "portal-03"
    case portalHTTPError = "portal-04"
    case portalServiceTimeout = "portal-05"
    case portalInvalidParameter = "portal-10"
    case portalMissingParameter = "portal-11"
    case portalNoSuchService = "portal-12"
    case portalAccessDenied = "portal-20"
    case portalKeyDisabled = "portal-21"
    case portalQuota = "portal-22"
    case portalKeyNotRegistered = "portal-30"
    case portalKeyExpired = "portal-31"
    case portalUnregisteredIP = "portal-32"
    case portalUnsignedCall = "portal-33"
    case portalUnknownError = "portal-99"

    /// The errors of one search upstream: Naver's, or Kakao's.
    public static func cases(naver: Bool) -> [DocumentedUpstreamError] {
        allCases.filter { $0.rawValue.hasPrefix(naver ? "naver-" : "kakao-") }
    }

    /// The public data portal's errors.
    public static var portalCases: [DocumentedUpstreamError] {
        allCases.filter { $0.rawValue.hasPrefix("portal-") }
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
        case .kakaoWrongKeyFormat: KakaoError.accessDenied("wrong appKey(********) format").response
        case .kakaoUnknownKey: KakaoError.unknownKey.response
        case .kakaoIPMismatch: KakaoError.accessDenied("ip mismatched! callerIp=127.0.0.1").response
        case .kakaoThrottled: KakaoError.throttled.response
        case .kakaoLegacyQuota: KakaoError.legacyQuota.response
        case .portalKeyNotRegisteredXML: PortalGateway.unregisteredKey
        case .portalQuotaXML: PortalGateway.xmlError(.requestLimitExceeded)
        case .portalUnregisteredIPXML: PortalGateway.xmlError(PortalResult(code: "32"))
        case .portalKeyForbidden: PortalGateway.keyForbidden
        case .portalUnauthorized: PortalGateway.unauthorized
        default: PortalEnvelope.error(PortalResult(code: String(rawValue.dropFirst("portal-".count))))
        }
    }
}
