/// The merged answer to one media search, with how each source fared.
public struct MediaSearchResult: Sendable, Hashable {
    public var query: String
    public var kind: MediaKind
    public var sort: MediaSortOrder
    /// How many merged results come before `items[0]` (`--page`, `--offset`): item `i` is
    /// result `offset + i + 1` of the search.
    public var offset: Int
    public var items: [MediaItem]
    /// One report per source asked, in merge order.
    public var sources: [SourceResults.Summary]
    /// True when every page came from the cache (no request was made).
    public var servedFromCache: Bool

    public init(
        query: String,
        kind: MediaKind,
        sort: MediaSortOrder,
        offset: Int = 0,
        items: [MediaItem],
        sources: [SourceResults.Summary],
        servedFromCache: Bool
    ) {
        self.query = query
        self.kind = kind
        self.sort = sort
        self.offset = offset
        self.items = items
        self.sources = sources
        self.servedFromCache = servedFromCache
    }

    /// The 1-based position of `items[0]` in the merged list: the `#` of the table, the
    /// `position` of `--json`, the number `qsearch open` takes.
    public var firstPosition: Int { offset + 1 }

    /// Sources that failed, with their reasons.
    public var failures: [SourceFailure] {
        sources.compactMap(\.failure)
    }
}
