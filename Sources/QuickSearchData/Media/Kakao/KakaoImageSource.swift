import QuickSearchDomain

/// Kakao image search (`GET /v2/search/image`): page 1–50, size 1–80.
public typealias KakaoImageSource = KakaoSearchSource<KakaoImageDocument>

/// One image document as Kakao sends it (`width` and `height` are integers). Kakao images
/// have no title: the item's title is empty and its site name says where it was found.
public struct KakaoImageDocument: KakaoDocument {
    public static let endpoint = KakaoSearchEndpoint(
        id: MediaSourceID("kakao-image"),
        kind: .image,
        path: "/v2/search/image",
        paging: .pageNumber(maxPage: 50, maxPageSize: 80)
    )

    var collection: String?
    var datetime: String?
    var displaySiteName: String?
    var documentURL: String?
    var height: FlexibleInt?
    var imageURL: String?
    var thumbnailURL: String?
    var width: FlexibleInt?

    enum CodingKeys: String, CodingKey {
        case collection, datetime, height, width
        case displaySiteName = "display_sitename"
        case documentURL = "doc_url"
        case imageURL = "image_url"
        case thumbnailURL = "thumbnail_url"
    }

    public func item(source: MediaSourceID) -> MediaItem {
        MediaItem(
            source: source,
            kind: Self.endpoint.kind,
            title: "",
            url: PlainText.url(imageURL ?? ""),
            thumbnailURL: thumbnailURL.map(PlainText.url),
            width: width?.count,
            height: height?.count,
            datetime: datetime.flatMap(ISO8601Parsing.date(from:)),
            siteName: displaySiteName.map(PlainText.fromMarkup),
            documentURL: documentURL.map(PlainText.url)
        )
    }
}
