/// The pages one source must be asked for to deliver `limit` items, known before any request.
///
/// Every page is independent, so all of them can be requested at once.
public struct PagePlan: Sendable, Hashable {
    public var pages: [PageRequest]
    /// Items the plan covers: `limit`, capped at what the source can reach.
    public var itemCount: Int

    /// The plan for the first `limit` items.
    ///
    /// - Parameter screen: when given, the pages are those a plan for `screen` items asks for,
    ///   continued (`--page 2` of 30: pages of 30, the first of which a search of 30 already
    ///   cached), as long as the upstream's limits allow pages of that size that deep; otherwise
    ///   (and without it) the pages are as large as the upstream allows.
    public init(limit: Int, scheme: PagingScheme, screen: Int? = nil) {
        let wanted = max(0, min(limit, scheme.reachableDepth))
        itemCount = wanted
        guard wanted > 0 else {
            pages = []
            return
        }
        let screenSize = screen.flatMap {
            $0 > 0 && $0 < wanted ? PagePlan(limit: $0, scheme: scheme).pages.first?.size : nil
        }
        switch scheme {
        case .offset(let maxStart, let maxPageSize):
            let size = min(maxPageSize, wanted, screenSize ?? .max)
            var pages: [PageRequest] = []
            var start = 1
            while start <= wanted && start <= maxStart {
                let count = min(size, wanted - start + 1)
                pages.append(PageRequest(index: pages.count + 1, page: pages.count + 1, start: start, size: count))
                start += count
            }
            if start <= wanted {
                let lastStart = maxStart
                let count = min(maxPageSize, wanted - lastStart + 1)
                pages.append(
                    PageRequest(
                        index: pages.count + 1,
                        page: pages.count + 1,
                        start: lastStart,
                        size: count,
                        overlap: start - lastStart
                    )
                )
            }
            self.pages = pages
        case .pageNumber(let maxPage, let maxPageSize):
            var pageCount = (wanted + maxPageSize - 1) / maxPageSize
            var size = (wanted + pageCount - 1) / pageCount
            if let screenSize, (wanted + screenSize - 1) / screenSize <= maxPage {
                size = screenSize
                pageCount = (wanted + screenSize - 1) / screenSize
            }
            pages = (1...pageCount).map { page in
                PageRequest(index: page, page: page, start: (page - 1) * size + 1, size: size)
            }
        }
    }
}

/// How one source pages through its results, with the upstream's limits.
public enum PagingScheme: Sendable, Hashable {
    /// Item-offset paging (Naver): `start` is the 1-based offset of the first item.
    case offset(maxStart: Int, maxPageSize: Int)
    /// Page-number paging (Kakao): every page of one query has the same size.
    case pageNumber(maxPage: Int, maxPageSize: Int)

    /// The deepest item a client can reach, whatever the query.
    public var reachableDepth: Int {
        switch self {
        case .offset(let maxStart, let maxPageSize):
            return maxStart + maxPageSize - 1
        case .pageNumber(let maxPage, let maxPageSize):
            return maxPage * maxPageSize
        }
    }
}
