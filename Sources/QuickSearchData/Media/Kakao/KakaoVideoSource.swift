import QuickSearchDomain

/// Kakao video-clip search (`GET /v2/search/vclip`): page 1–15, size 1–30.
public struct KakaoVideoSource: MediaSearchSource {
    public let id = MediaSourceID("kakao-vclip")
    public let kind = MediaKind.video
    public let paging = PagingScheme.pageNumber(maxPage: 15, maxPageSize: 30)

    public init() {}

    public func target(for query: MediaQuery, page: PageRequest) -> KakaoSearchTarget<KakaoVideoDocument> {
        KakaoSearchTarget(source: id, path: "/v2/search/vclip", query: query, page: page)
    }
}

/// One video document as Kakao sends it (`play_time` in whole seconds).
public struct KakaoVideoDocument: KakaoDocument {
    var author: String?
    var datetime: String?
    var playTime: FlexibleInt?
    var thumbnail: String?
    var title: String?
    var url: String?

    enum CodingKeys: String, CodingKey {
        case author, datetime, thumbnail, title, url
        case playTime = "play_time"
    }

    public func item(source: MediaSourceID) -> MediaItem {
        MediaItem(
            source: source,
            kind: .video,
            title: PlainText.fromMarkup(title ?? ""),
            url: PlainText.url(url ?? ""),
            thumbnailURL: thumbnail.map(PlainText.url),
            datetime: datetime.flatMap(ISO8601Parsing.date(from:)),
            documentURL: url.map(PlainText.url),
            duration: playTime?.count,
            author: author.map(PlainText.fromMarkup)
        )
    }
}
