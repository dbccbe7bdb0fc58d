/// One page to ask a source for.
public struct PageRequest: Sendable, Hashable {
    /// 1-based position of this page within the plan.
    public var index: Int
    /// The page number to send (page-number paging); equals `index`.
    public var page: Int
    /// 1-based offset of the first item (what offset paging asks for).
    public var start: Int
    /// Items asked for.
    public var size: Int
    /// Leading items of this page that the previous page already delivered and that must be
    /// dropped (offset paging's last page, which can only start at the upstream's maximum offset).
    public var overlap: Int

    public init(index: Int, page: Int, start: Int, size: Int, overlap: Int = 0) {
        self.index = index
        self.page = page
        self.start = start
        self.size = size
        self.overlap = overlap
    }
}
