/// A route the mock answers itself for every path under a prefix (pages, statuses, media, an
/// upstream's unknown paths): the tools reach it by no upstream's base URL variable, and it has
/// no pages.
protocol PathPrefixRoute: MockRoute {
    /// The start of every path answered, e.g. `/media/`.
    var pathPrefix: String { get }
}

extension PathPrefixRoute {
    var upstream: MockUpstream? { nil }
    /// Only `any` faults apply, unless the route names its own.
    var faultRoute: MockFaultRoute? { nil }
    /// Faults answer with HTML error pages, unless the route keeps an upstream's format.
    var format: UpstreamFormat { .html }

    func handles(_ path: String) -> Bool {
        path.hasPrefix(pathPrefix)
    }

    func pageNumber(of request: HTTPRequest) -> Int? {
        nil
    }
}
