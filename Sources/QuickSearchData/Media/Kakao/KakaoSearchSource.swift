import QuickSearchDomain

/// A Kakao search endpoint as a media source: the document type names the endpoint
/// (`KakaoDocument.endpoint`), so image and video-clip search are one source each.
public struct KakaoSearchSource<Document: KakaoDocument>: MediaSearchSource {
    public var id: MediaSourceID { Document.endpoint.id }
    public var kind: MediaKind { Document.endpoint.kind }
    public var paging: PagingScheme { Document.endpoint.paging }

    public init() {}

    public func target(for query: MediaQuery, page: PageRequest) -> KakaoSearchTarget<Document> {
        KakaoSearchTarget(source: id, path: Document.endpoint.path, query: query, page: page)
    }
}

/// Where a Kakao search endpoint is and how it pages.
public struct KakaoSearchEndpoint: Sendable {
    /// The source the endpoint is.
    public let id: MediaSourceID
    /// What it finds.
    public let kind: MediaKind
    /// Its path, as `/v2/search/image`.
    public let path: String
    /// Its page and page-size bounds.
    public let paging: PagingScheme
}
