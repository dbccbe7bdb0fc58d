/// Which part of the mock server a request path belongs to.
enum MockEndpoint {
    case naverImage
    /// Under `/v1/search/` but not an API the mock knows: Naver's 404 `SE05`.
    case naverUnknown
    case kakao(KakaoSearchKind)
    /// Under `/v2/search/` but neither image nor vclip.
    case kakaoUnknown
    case page
    case status
    case notFound

    init(path: String) {
        if NaverImageRoute.paths.contains(path) {
            self = .naverImage
        } else if path.hasPrefix(NaverImageRoute.pathPrefix) {
            self = .naverUnknown
        } else if let kind = KakaoSearchKind(path: path) {
            self = .kakao(kind)
        } else if path.hasPrefix(KakaoSearchRoute.pathPrefix) {
            self = .kakaoUnknown
        } else if path.hasPrefix(StaticPageRoute.pathPrefix) {
            self = .page
        } else if path.hasPrefix(StatusRoute.pathPrefix) {
            self = .status
        } else {
            self = .notFound
        }
    }

    /// The fault route naming this endpoint, if any besides `any`.
    var faultRoute: MockFaultRoute? {
        switch self {
        case .naverImage: .naverImage
        case .kakao(let kind): kind.faultRoute
        case .page: .pages
        default: nil
        }
    }

    /// The error format of the upstream this endpoint stands in for.
    var format: UpstreamFormat {
        switch self {
        case .naverImage, .naverUnknown: .naver
        case .kakao, .kakaoUnknown: .kakao
        default: .html
        }
    }

    /// The page a request asks for, as faults match it.
    func pageNumber(of request: HTTPRequest) -> Int? {
        switch self {
        case .naverImage: NaverImageParameters.pageNumber(of: request)
        case .kakao: KakaoSearchParameters.pageNumber(of: request)
        default: nil
        }
    }
}
