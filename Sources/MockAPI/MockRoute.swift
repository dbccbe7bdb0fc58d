/// One part of the mock server: which paths it answers, how faults address it, and its answers.
///
/// Every route is listed once in `MockRouteTable`; adding an upstream to the mock is a type
/// conforming to this protocol plus one line there.
protocol MockRoute: Sendable {
    /// The `--fault` route naming this route, or nil when only `any` faults (and no random
    /// faults) apply to it.
    var faultRoute: MockFaultRoute? { get }
    /// The error format of the upstream this route stands in for, used by faults.
    var format: UpstreamFormat { get }
    /// The upstream this route stands in for, as the tools reach it (its base URL variable and
    /// keys); nil for routes the tools reach some other way (pages, statuses, media, unknown paths).
    var upstream: MockUpstream? { get }
    /// Whether this route answers `path` (routes are tried in table order).
    func handles(_ path: String) -> Bool
    /// The page a request asks for, as page-matched faults see it; nil when it has no pages.
    func pageNumber(of request: HTTPRequest) -> Int?
    /// The normal (fault-free) answer to `request`.
    func respond(to request: HTTPRequest) -> HTTPResponse
}
