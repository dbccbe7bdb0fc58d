/// The merged answer to one media search, with how each source fared.
public struct MediaSearchResult: Sendable, Hashable {
    public var query: String
    public var kind: MediaKind
    public var sort: MediaSortOrder
    public var items: [MediaItem]
    /// One report per source asked, in merge order.
    public var sources: [SourceResults.Summary]
    /// True when every page came from the cache (no request was made).
    public var servedFromCache: Bool

    public init(
        query: String,
        kind: MediaKind,
        sort: MediaSortOrder,
        items: [MediaItem],
        sources: [SourceResults.Summary],
        servedFromCache: Bool
    ) {
        self.query = query
        self.kind = kind
        self.sort = sort
        self.items = items
        self.sources = sources
        self.servedFromCache = servedFromCache
    }

    /// Sources that failed, with their reasons.
    public var failures: [SourceFailure] {
        sources.compactMap(\.failure)
    }
}
