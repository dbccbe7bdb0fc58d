/// A failure injected into the mock server: which requests it matches and what it does.
///
/// A fault matches a request when the route matches, the page matches (if one is given) and
/// it has uses left (if `times` is given). Kakao's page is its `page` parameter; Naver's is
/// `(start - 1) / display + 1`.
public struct MockFault: Sendable, Hashable {
    /// The route the fault applies to.
    public var route: MockFaultRoute
    /// Only requests for this page, or every page when nil.
    public var page: Int?
    /// Only the first `times` matching requests, or all of them when nil.
    public var times: Int?
    /// What the fault does.
    public var kind: MockFaultKind

    /// A fault on `route`, optionally only for `page` and only `times` times.
    public init(route: MockFaultRoute, page: Int? = nil, times: Int? = nil, kind: MockFaultKind) {
        self.route = route
        self.page = page
        self.times = times
        self.kind = kind
    }
}
