/// How one source pages through its results, with the upstream's limits.
public enum PagingScheme: Sendable, Hashable {
    /// Item-offset paging (Naver): `start` is the 1-based offset of the first item.
    case offset(maxStart: Int, maxPageSize: Int)
    /// Page-number paging (Kakao): every page of one query has the same size.
    case pageNumber(maxPage: Int, maxPageSize: Int)

    /// The deepest item a client can reach, whatever the query.
    public var reachableDepth: Int {
        switch self {
        case let .offset(maxStart, maxPageSize):
            return maxStart + maxPageSize - 1
        case let .pageNumber(maxPage, maxPageSize):
            return maxPage * maxPageSize
        }
    }
}
