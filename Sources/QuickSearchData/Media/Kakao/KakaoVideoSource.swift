import QuickSearchDomain

/// Kakao video-clip search (`GET /v2/search/vclip`): page 1–15, size 1–30.
public typealias KakaoVideoSource = KakaoSearchSource<KakaoVideoDocument>

/// One video document as Kakao sends it (`play_time` in whole seconds).
public struct KakaoVideoDocument: KakaoDocument {
    public static let endpoint = KakaoSearchEndpoint(
        id: MediaSourceID("kakao-vclip"),
        kind: .video,
        path: "/v2/search/vclip",
        paging: .pageNumber(maxPage: 15, maxPageSize: 30)
    )

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
            kind: Self.endpoint.kind,
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
