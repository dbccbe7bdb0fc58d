/// A stood-in upstream as the tools reach it: the variable that points them at its base URL and
/// the keys it checks. Routes of one upstream share one (Kakao search and Kakao Local, the
/// portal's services); a route declares it (`MockRoute.upstream`) and nothing else lists it.
public struct MockUpstream: Sendable, Hashable {
    /// The tools' variable replacing the upstream's base URL (`QSEARCH_NAVER_URL`).
    public let baseURLVariable: String
    /// The keys its routes check, in the order the tools' documentation names them.
    public let keys: [MockKey]

    /// Every upstream the routes declare, once each, in route-table order.
    public static let all: [MockUpstream] = {
        var seen: Set<MockUpstream> = []
        return MockRouteTable(configuration: MockConfiguration()).routes.compactMap(\.upstream).filter {
            seen.insert($0).inserted
        }
    }()

    /// Every key of every upstream, in that order.
    public static var allKeys: [MockKey] {
        all.flatMap(\.keys)
    }

    /// The variables that point the tools at a mock at `baseURL` serving `configuration`: each
    /// upstream's base URL variable, then its keys with the values `configuration` accepts.
    public static func environment(
        baseURL: String,
        configuration: MockConfiguration
    ) -> [(variable: String, value: String)] {
        all.flatMap { upstream in
            [(upstream.baseURLVariable, baseURL)] + upstream.keys.map { ($0.variable, configuration.accepted($0)) }
        }
    }
}
