/// `GET /v1/search/image` (and `/v1/search/image.json`): Naver image search.
struct NaverImageRoute: MockRoute {
    /// The only `X-Naver-Client-Id` accepted (`MockKey.naverClientID`'s value).
    let clientID: String
    /// The only `X-Naver-Client-Secret` accepted (`MockKey.naverClientSecret`'s value).
    let clientSecret: String
    /// For `localMedia`, `mediaBytes` and `mediaHosts`.
    let configuration: MockConfiguration

    static let paths: Set<String> = ["/v1/search/image", "/v1/search/image.json"]
    static let pathPrefix = "/v1/search/"
    static let contentType = "application/json; charset=UTF-8"

    var upstream: MockUpstream? { .naver }
    var faultRoute: MockFaultRoute? { .naverImage }
    var format: UpstreamFormat { .naver }

    func handles(_ path: String) -> Bool {
        Self.paths.contains(path)
    }

    /// `(start - 1) / display + 1`.
    func pageNumber(of request: HTTPRequest) -> Int? {
        NaverImageParameters.pageNumber(of: request)
    }

    /// Checks credentials and parameters, then answers a page of generated results.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let id = request.header("X-Naver-Client-Id"), !id.isEmpty else {
            return NaverError.missingClientID.response
        }
        guard id == clientID, request.header("X-Naver-Client-Secret") == clientSecret else {
            return NaverError.invalidCredentials.response
        }
        let parameters: NaverImageParameters
        do {
            parameters = try NaverImageParameters(request)
        } catch {
            return error.response
        }
        let query = MockSearchQuery(parameters.query, request: request, configuration: configuration)
        let catalog = NaverImageCatalog(query: query)
        let first = parameters.start - 1
        let indices = catalog.relevanceIndices(first..<(first + parameters.display), sort: parameters.sort)
        let body = JSONValue.object([
            ("lastBuildDate", .string(HTTPDate.naverBuildDate(unixSeconds: NaverImageCatalog.buildTime))),
            ("total", .integer(catalog.total)),
            ("start", .integer(parameters.start)),
            ("display", .integer(indices.count)),
            ("items", .array(indices.map { catalog.item($0, filter: parameters.filter) })),
        ])
        return .json(status: 200, body, style: .naver, contentType: Self.contentType)
    }
}

extension MockUpstream {
    /// Naver's search API: `QSEARCH_NAVER_URL`, and the two headers' keys.
    public static let naver = MockUpstream(
        baseURLVariable: "QSEARCH_NAVER_URL",
        keys: [.naverClientID, .naverClientSecret]
    )
}

extension MockKey {
    /// Naver's client id (`X-Naver-Client-Id`).
    public static let naverClientID = MockKey(variable: "NAVER_CLIENT_ID", defaultValue: "mock-naver-id")
    /// Naver's client secret (`X-Naver-Client-Secret`).
    public static let naverClientSecret = MockKey(variable: "NAVER_CLIENT_SECRET", defaultValue: "mock-naver-secret")
}

extension MockFaultRoute {
    /// `/v1/search/image` and `/v1/search/image.json`.
    public static let naverImage = MockFaultRoute(registering: "naver-image")
}
