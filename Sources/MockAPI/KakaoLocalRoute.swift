/// Kakao Local (`/v2/local/…`): address search, keyword search and `coord2regioncode`, answered
/// from `KakaoLocalGazetteer` after the same `KakaoAK` key check as the search routes.
struct KakaoLocalRoute: MockRoute {
    /// The three endpoints, with their size limits.
    enum Endpoint {
        case address, keyword, regionCode

        init?(path: String) {
            switch path {
            case "/v2/local/search/address.json": self = .address
            case "/v2/local/search/keyword.json": self = .keyword
            case "/v2/local/geo/coord2regioncode.json": self = .regionCode
            default: return nil
            }
        }

        var maximumSize: Int { self == .address ? 30 : 15 }
    }

    /// The only key accepted in `Authorization: KakaoAK {key}` (`MockKey.kakaoRESTKey`'s value).
    let restKey: String

    static let pathPrefix = "/v2/local/"
    /// The searches' deepest page.
    static let maximumPage = 45

    var upstream: MockUpstream? { .kakao }
    var faultRoute: MockFaultRoute? { .kakaoLocal }
    var format: UpstreamFormat { .kakao }

    /// Every path under `/v2/local/`: one the mock does not serve answers Kakao's 404.
    func handles(_ path: String) -> Bool {
        path.hasPrefix(Self.pathPrefix)
    }

    func pageNumber(of request: HTTPRequest) -> Int? {
        KakaoSearchParameters.pageNumber(of: request)
    }

    func respond(to request: HTTPRequest) -> HTTPResponse {
        if let failure = KakaoError.authorizationFailure(of: request, restKey: restKey) {
            return failure.response
        }
        guard let endpoint = Endpoint(path: request.path) else {
            return KakaoError.unknownAPI.response
        }
        do {
            let documents =
                endpoint == .regionCode
                ? try regionDocuments(request) : try searchDocuments(request, endpoint: endpoint)
            return answer(documents, paged: endpoint != .regionCode)
        } catch {
            return error.response
        }
    }

    private func searchDocuments(_ request: HTTPRequest, endpoint: Endpoint) throws(KakaoError) -> [JSONValue] {
        guard !request.hasMalformedQuery else { throw .invalidArgument("query is not properly encoded") }
        guard let query = request.queryValue("query"), !query.trimmed(of: " \t").isEmpty else { throw .missingQuery }
        try Self.check(request.queryValue("page"), name: "page", maximum: Self.maximumPage)
        try Self.check(request.queryValue("size"), name: "size", maximum: endpoint.maximumSize)
        guard request.queryValue("page").map({ $0 == "1" }) ?? true else { return [] }
        return endpoint == .address
            ? KakaoLocalGazetteer.addressDocuments(for: query)
            : KakaoLocalGazetteer.keywordDocuments(for: query)
    }

    private func regionDocuments(_ request: HTTPRequest) throws(KakaoError) -> [JSONValue] {
        guard let x = request.queryValue("x"), let y = request.queryValue("y") else {
            throw KakaoError(status: 400, type: "MissingParameter", message: "x and y parameters required")
        }
        guard let longitude = Double(x), let latitude = Double(y), longitude.isFinite, latitude.isFinite else {
            throw .invalidArgument("x or y is not a number")
        }
        return KakaoLocalGazetteer.regionDocuments(longitude: longitude, latitude: latitude)
    }

    private func answer(_ documents: [JSONValue], paged: Bool) -> HTTPResponse {
        var meta: [(key: String, value: JSONValue)] = [("total_count", .integer(documents.count))]
        if paged {
            meta += [("pageable_count", .integer(documents.count)), ("is_end", .boolean(true))]
        }
        let body = JSONValue.object([("documents", .array(documents)), ("meta", .object(meta))])
        return .json(status: 200, body, style: .kakao, contentType: KakaoSearchRoute.contentType)
    }

    private static func check(_ text: String?, name: String, maximum: Int) throws(KakaoError) {
        guard let text else { return }
        guard let value = Int(text) else { throw .invalidArgument("\(name) is not a number") }
        guard (1...maximum).contains(value) else {
            throw .invalidArgument("\(name) is \(value < 1 ? "less than min" : "more than max")")
        }
    }
}

extension MockFaultRoute {
    /// `/v2/local/…`: Kakao Local.
    public static let kakaoLocal = MockFaultRoute(registering: "kakao-local")
}
