import QuickSearchDomain

/// Naver image search (`GET /v1/search/image`): offset paging, `start` 1–1000, `display` 1–100.
public struct NaverImageSource: MediaSearchSource {
    public let id = MediaSourceID("naver-image")
    public let kind = MediaKind.image
    public let paging = PagingScheme.offset(maxStart: 1000, maxPageSize: 100)

    public init() {}

    public func target(for query: MediaQuery, page: PageRequest) -> NaverImageTarget {
        NaverImageTarget(source: id, query: query, page: page)
    }
}

/// One page of a Naver image search.
public struct NaverImageTarget: JSONRequestTarget, FixedUpstreamTarget {
    public typealias Output = MediaPageContent
    public typealias Body = NaverImageResponse

    public let source: MediaSourceID
    public let query: MediaQuery
    public let page: PageRequest

    public static var fixedUpstream: Upstream { .naver }
    public var answerName: String { source.rawValue }
    public var path: String { "/v1/search/image" }
    public var cacheLifetime: Duration? { .seconds(20 * 60) }

    public var queryItems: [(name: String, value: String)] {
        [
            ("query", query.text),
            ("display", String(page.size)),
            ("start", String(page.start)),
            ("sort", query.sort == .recency ? "date" : "sim"),
            ("filter", query.size.rawValue),
        ]
    }

    /// The largest `start` Naver accepts; a page there is the last reachable one (items up to
    /// 1000 + display − 1), so only a page starting there ends the results by depth.
    static let maximumStart = 1000

    /// SE03 is the end of results, cached like a page so that a repeated search whose source
    /// ended asks nothing.
    public func readError(_ response: HTTPResponse) throws -> UpstreamErrorAnswer {
        try NaverErrorReading.read(response, source: answerName)
    }

    public func output(from body: Body) -> MediaPageContent {
        let items = body.items.enumerated().map { offset, item in
            MediaItem(
                source: source,
                kind: .image,
                title: PlainText.fromMarkup(item.title ?? ""),
                url: PlainText.url(item.link ?? ""),
                thumbnailURL: item.thumbnail.map(PlainText.url),
                width: item.sizewidth?.count,
                height: item.sizeheight?.count,
                rank: page.start + offset
            )
        }.filter { !$0.url.isEmpty }
        let total = body.total?.count
        let start = body.start?.value.flatMap { (1...Self.maximumStart).contains($0) ? $0 : nil } ?? page.start
        let shown = body.items.count
        let isEnd = shown == 0 || total.map { start + shown > $0 } ?? false || start >= Self.maximumStart
        return MediaPageContent(items: items, isEnd: isEnd, total: total)
    }
}

/// The JSON Naver sends for an image search.
public struct NaverImageResponse: Decodable {
    var total: FlexibleInt?
    var start: FlexibleInt?
    var display: FlexibleInt?
    var items: [Item]

    /// One image as Naver sends it.
    public struct Item: Decodable {
        var title: String?
        var link: String?
        var thumbnail: String?
        var sizeheight: FlexibleInt?
        var sizewidth: FlexibleInt?
    }
}
