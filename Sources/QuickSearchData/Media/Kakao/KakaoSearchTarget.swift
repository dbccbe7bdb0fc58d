import QuickSearchDomain

/// A document type of a Kakao search endpoint.
public protocol KakaoDocument: Decodable, Sendable {
    /// The endpoint that answers with this document.
    static var endpoint: KakaoSearchEndpoint { get }
    func item(source: MediaSourceID) -> MediaItem
}

/// One page of a Kakao search endpoint (image or video clip).
public struct KakaoSearchTarget<Document: KakaoDocument>: JSONRequestTarget, FixedUpstreamTarget {
    public typealias Output = MediaPageContent
    public typealias Body = KakaoSearchResponse<Document>

    public let source: MediaSourceID
    public let path: String
    public let query: MediaQuery
    public let page: PageRequest

    public static var fixedUpstream: Upstream { .kakao }
    public var answerName: String { source.rawValue }
    public var cacheLifetime: Duration? { .seconds(20 * 60) }

    public var queryItems: [(name: String, value: String)] {
        [
            ("query", query.text),
            ("sort", query.sort.rawValue),
            ("page", String(page.page)),
            ("size", String(page.size)),
        ]
    }

    /// "page is more than max" is the end of results, cached like a page so that a repeated
    /// search whose source ended early asks nothing.
    public func readError(_ response: HTTPResponse) throws -> UpstreamErrorAnswer {
        try KakaoErrorReading.read(response, source: answerName)
    }

    public func output(from body: Body) -> MediaPageContent {
        let items = body.documents.map { $0.item(source: source) }
            .filter { !$0.url.isEmpty && ($0.kind != .image || query.size.admits(width: $0.width, height: $0.height)) }
        return MediaPageContent(
            items: items,
            isEnd: body.meta.isEnd ?? body.documents.isEmpty,
            total: body.meta.totalCount?.count
        )
    }
}

/// The envelope of every Kakao search answer.
public struct KakaoSearchResponse<Document: Decodable>: Decodable {
    var documents: [Document]
    var meta: Meta

    /// The paging facts a page is read with (`pageable_count` is not: the end is `is_end`).
    public struct Meta: Decodable {
        var isEnd: Bool?
        var totalCount: FlexibleInt?

        enum CodingKeys: String, CodingKey {
            case isEnd = "is_end"
            case totalCount = "total_count"
        }
    }
}
