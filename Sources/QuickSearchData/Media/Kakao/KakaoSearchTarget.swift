import QuickSearchDomain

/// A document type of a Kakao search endpoint.
public protocol KakaoDocument: Decodable, Sendable {
    func item(source: MediaSourceID) -> MediaItem
}

/// One page of a Kakao search endpoint (image or video clip).
public struct KakaoSearchTarget<Document: KakaoDocument>: RequestTarget {
    public let source: MediaSourceID
    public let path: String
    public let query: MediaQuery
    public let page: PageRequest

    public var upstream: Upstream { .kakao }
    public var cacheLifetime: Duration? { .seconds(20 * 60) }

    public var queryItems: [(name: String, value: String)] {
        [
            ("query", query.text),
            ("sort", query.sort.rawValue),
            ("page", String(page.page)),
            ("size", String(page.size)),
        ]
    }

    /// Pages and the "page is more than max" end answer, so a repeated search whose source
    /// ended early asks nothing.
    public func isCacheable(_ response: HTTPResponse) -> Bool {
        (200...299).contains(response.status)
            || (try? KakaoErrorReading.read(response, source: source.rawValue)) == MediaPageContent.end
    }

    public func decode(_ response: HTTPResponse) throws -> MediaPageContent {
        guard response.status == 200 else {
            return try KakaoErrorReading.read(response, source: source.rawValue)
        }
        let body = try JSONBody.decode(KakaoSearchResponse<Document>.self, from: response.body, source: source.rawValue)
        let items = body.documents.map { $0.item(source: source) }
            .filter { !$0.url.isEmpty && ($0.kind != .image || query.size.admits(width: $0.width, height: $0.height)) }
        return MediaPageContent(
            items: items,
            isEnd: body.meta.is_end ?? body.documents.isEmpty,
            total: body.meta.total_count?.count
        )
    }
}

/// The envelope of every Kakao search answer.
struct KakaoSearchResponse<Document: Decodable>: Decodable {
    var documents: [Document]
    var meta: Meta

    struct Meta: Decodable {
        var is_end: Bool?
        var pageable_count: FlexibleInt?
        var total_count: FlexibleInt?
    }
}
