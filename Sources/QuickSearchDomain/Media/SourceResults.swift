/// Collects the pages of one source and reads them as one gap-free, ranked stream.
public struct SourceResults: Sendable {
    public let source: MediaSourceID
    public let plan: PagePlan
    private var outcomes: [Int: PageOutcome] = [:]

    public init(source: MediaSourceID, plan: PagePlan) {
        self.source = source
        self.plan = plan
    }

    /// Records the outcome of the page with the given plan index.
    public mutating func record(_ outcome: PageOutcome, forPage index: Int) {
        outcomes[index] = outcome
    }

    /// The contiguous result of the recorded pages.
    public var summary: Summary {
        var items: [MediaItem] = []
        var ended = false
        var failure: SourceFailure?
        var total: Int?
        for page in plan.pages {
            guard let outcome = outcomes[page.index] else { break }
            switch outcome {
            case .page(let pageItems, let isEnd, let pageTotal):
                total = pageTotal ?? total
                items.append(contentsOf: pageItems.dropFirst(page.overlap))
                ended = isEnd
            case .failed(let error):
                failure = error
            }
            if ended || failure != nil { break }
        }
        if items.count > plan.itemCount {
            items.removeLast(items.count - plan.itemCount)
        }
        for position in items.indices {
            items[position].rank = position + 1
        }
        return Summary(source: source, items: items, ended: ended, total: total, failure: failure)
    }

    /// One source's share of a search: its ranked items and how it finished.
    public struct Summary: Sendable, Hashable {
        public var source: MediaSourceID
        public var items: [MediaItem]
        /// The source reported its last page.
        public var ended: Bool
        /// Total hits the source reported, when it reports one.
        public var total: Int?
        /// Set when a page failed: items after the failed page are not used.
        public var failure: SourceFailure?
    }
}

/// What one page request of one source produced.
public enum PageOutcome: Sendable, Hashable {
    /// Items in the source's order; `isEnd` when no page after this one has results.
    case page(items: [MediaItem], isEnd: Bool, total: Int?)
    /// The request failed; later pages of this source are not used (no gaps).
    case failed(SourceFailure)
}
