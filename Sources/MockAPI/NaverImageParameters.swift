/// The validated parameters of a Naver image search (rules and defaults of the real API).
struct NaverImageParameters {
    var query: String
    /// 1...100, default 10.
    var display: Int
    /// 1...1000, default 1: the 1-based offset of the first item.
    var start: Int
    /// `sim` (default) or `date`.
    var sort: String
    /// `all` (default), `large`, `medium` or `small`.
    var filter: String

    static let displayRange = 1...100
    static let startRange = 1...1000

    /// Validates in the order Naver does: query, display, start, sort, filter.
    init(_ request: HTTPRequest) throws(NaverError) {
        guard !request.hasMalformedQuery else { throw .malformedEncoding }
        guard let query = request.queryValue("query"), !query.trimmed(of: " \t").isEmpty else {
            throw .incorrectQuery
        }
        self.query = query
        display = try Self.number(
            request.queryValue("display"),
            default: 10,
            in: Self.displayRange,
            error: .invalidDisplay
        )
        start = try Self.number(
            request.queryValue("start"),
            default: 1,
            in: Self.startRange,
            error: .invalidStart
        )
        sort = request.queryValue("sort") ?? "sim"
        guard sort == "sim" || sort == "date" else { throw .invalidSort }
        filter = request.queryValue("filter") ?? "all"
        guard ["all", "large", "medium", "small"].contains(filter) else { throw .invalidFilter }
    }

    /// The page a request asks for, `(start - 1) / display + 1`, for matching faults; nil when
    /// `start` or `display` is unreadable.
    static func pageNumber(of request: HTTPRequest) -> Int? {
        guard let display = Int(request.queryValue("display") ?? "10"), display > 0,
            let start = Int(request.queryValue("start") ?? "1"), start > 0
        else { return nil }
        return (start - 1) / display + 1
    }

    private static func number(
        _ text: String?,
        default fallback: Int,
        in range: ClosedRange<Int>,
        error: NaverError
    ) throws(NaverError) -> Int {
        guard let text else { return fallback }
        guard let value = Int(text), range.contains(value) else { throw error }
        return value
    }
}
