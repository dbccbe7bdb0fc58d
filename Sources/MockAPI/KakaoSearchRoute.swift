/// `GET /v2/search/image` or `GET /v2/search/vclip` (by `kind`): Kakao image or video-clip search.
struct KakaoSearchRoute: MockRoute {
    /// The only key accepted in `Authorization: KakaoAK {key}` (`MockKey.kakaoRESTKey`'s value).
    let restKey: String
    let kind: KakaoSearchKind
    /// For `localMedia`, `mediaBytes` and `mediaHosts`.
    let configuration: MockConfiguration

    static let contentType = "application/json;charset=UTF-8"
    static let pathPrefix = "/v2/search/"

    var upstream: MockUpstream? { .kakao }
    var faultRoute: MockFaultRoute? { kind.faultRoute }
    var format: UpstreamFormat { .kakao }

    func handles(_ path: String) -> Bool {
        KakaoSearchKind(path: path) == kind
    }

    /// The `page` parameter.
    func pageNumber(of request: HTTPRequest) -> Int? {
        KakaoSearchParameters.pageNumber(of: request)
    }

    /// Checks the key and parameters, then answers a page of generated documents. A page past
    /// the last one answers 400 "page is more than max", as the real API ends.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let failure = KakaoError.authorizationFailure(of: request, restKey: restKey) {
            return failure.response
        }
        let parameters: KakaoSearchParameters
        do {
            parameters = try KakaoSearchParameters(request, kind: kind)
        } catch {
            return error.response
        }
        let query = MockSearchQuery(parameters.query, request: request, configuration: configuration)
        let catalog = KakaoSearchCatalog(query: query, kind: kind)
        let first = (parameters.page - 1) * parameters.size
        if parameters.page > 1, first >= catalog.pageableCount {
            return KakaoError.pageOverMaximum.response
        }
        let documents = catalog.documents(first..<(first + parameters.size), sort: parameters.sort)
        let body = JSONValue.object([
            ("documents", .array(documents)),
            (
                "meta",
                .object([
                    ("is_end", .boolean(first + parameters.size >= catalog.pageableCount)),
                    ("pageable_count", .integer(catalog.pageableCount)),
                    ("total_count", .integer(catalog.total)),
                ])
            ),
        ])
        return .json(status: 200, body, style: .kakao, contentType: Self.contentType)
    }
}

extension MockUpstream {
    /// Kakao's search and Kakao Local, one host and one key: `QSEARCH_KAKAO_URL` and the REST
    /// API key.
    public static let kakao = MockUpstream(baseURLVariable: "QSEARCH_KAKAO_URL", keys: [.kakaoRESTKey])
}

extension MockKey {
    /// Kakao's REST API key (`Authorization: KakaoAK {key}`), for search and Kakao Local.
    public static let kakaoRESTKey = MockKey(variable: "KAKAO_REST_API_KEY", defaultValue: "mock-kakao-key")
}

extension MockFaultRoute {
    /// `/v2/search/image`.
    public static let kakaoImage = MockFaultRoute(registering: "kakao-image")
    /// `/v2/search/vclip`.
    public static let kakaoVclip = MockFaultRoute(registering: "kakao-vclip")
}
