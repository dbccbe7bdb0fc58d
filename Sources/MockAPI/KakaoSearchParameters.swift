/// The validated parameters of a Kakao image or video search.
struct KakaoSearchParameters {
    var query: String
    /// `accuracy` (default) or `recency`.
    var sort: String
    /// 1...maximumPage, default 1.
    var page: Int
    /// 1...maximumSize, default per collection.
    var size: Int

    /// Validates query, sort, page and size against the collection's limits.
    init(_ request: HTTPRequest, kind: KakaoSearchKind) throws(KakaoError) {
        guard !request.hasMalformedQuery else { throw .invalidArgument("query is not properly encoded") }
        guard let query = request.queryValue("query"), !query.trimmed(of: " \t").isEmpty else {
            throw .missingQuery
        }
        self.query = query
        sort = request.queryValue("sort") ?? "accuracy"
        guard sort == "accuracy" || sort == "recency" else {
            throw .invalidArgument("sort is not one of accuracy, recency")
        }
        page = try Self.number(
            request.queryValue("page"),
            name: "page",
            default: 1,
            maximum: kind.maximumPage,
            overMaximum: .pageOverMaximum
        )
        size = try Self.number(
            request.queryValue("size"),
            name: "size",
            default: kind.defaultSize,
            maximum: kind.maximumSize,
            overMaximum: .sizeOverMaximum
        )
    }

    /// The `page` a request asks for, for matching faults; nil when unreadable.
    static func pageNumber(of request: HTTPRequest) -> Int? {
        Int(request.queryValue("page") ?? "1")
    }

    private static func number(
        _ text: String?,
        name: String,
        default fallback: Int,
        maximum: Int,
        overMaximum: KakaoError
    ) throws(KakaoError) -> Int {
        guard let text else { return fallback }
        guard let value = Int(text) else { throw .invalidArgument("\(name) is not a number") }
        guard value >= 1 else { throw .invalidArgument("\(name) is less than min") }
        guard value <= maximum else { throw overMaximum }
        return value
    }
}
