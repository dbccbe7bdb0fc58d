import QuickSearchDomain

/// What one page request asks for, apart from paging.
public struct MediaQuery: Sendable, Hashable {
    public var text: String
    public var sort: MediaSortOrder
    public var size: ImageSizeFilter

    public init(text: String, sort: MediaSortOrder, size: ImageSizeFilter = .all) {
        self.text = text
        self.sort = sort
        self.size = size
    }
}

/// One page of one source, decoded: its items in the source's order and whether it was the last.
public struct MediaPageContent: Sendable, Hashable {
    public var items: [MediaItem]
    public var isEnd: Bool
    public var total: Int?

    /// An empty last page: the upstream's way of saying there is nothing more.
    public static let end = MediaPageContent(items: [], isEnd: true, total: nil)
}

/// A searchable media source. Adding one is a new conforming type plus a line in
/// `MediaSourceCatalog`; paging and merging need no change.
public protocol MediaSearchSource: Sendable {
    associatedtype Target: JSONRequestTarget & FixedUpstreamTarget where Target.Output == MediaPageContent

    var id: MediaSourceID { get }
    var kind: MediaKind { get }
    var paging: PagingScheme { get }

    /// The request for one page of a query.
    func target(for query: MediaQuery, page: PageRequest) -> Target
}

extension MediaSearchSource {
    /// The upstream the source's targets go to.
    public var upstream: Upstream { Target.fixedUpstream }

    /// The provider name users type in `--source` (`naver`, `kakao`): its upstream's catalog id.
    public var provider: String { upstream.id }

    /// Whether `--source NAME` names this source: its provider or its id, in any case.
    public func isNamed(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return provider == lowered || id.rawValue == lowered
    }
}

extension JSONRequestTarget where Output == MediaPageContent {
    /// An empty last page.
    public var endOfResults: MediaPageContent { .end }
}
