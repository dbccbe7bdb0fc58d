/// The part of the mock server a fault applies to, by its `--fault` name: a name a route in
/// `MockRouteTable` registers (`naver-image`, `kakao-image`, `kakao-vclip`, `pages`), or `any`.
public struct MockFaultRoute: RawRepresentable, Sendable, Hashable, CaseIterable {
    /// The `--fault` name.
    public let rawValue: String

    /// The route named `rawValue`, or nil when no route registers that name.
    public init?(rawValue: String) {
        guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
        self.rawValue = rawValue
    }

    /// A route name as a route registers it.
    init(registering name: String) {
        rawValue = name
    }

    /// Every route name, in route-table order, then `any`.
    public static var allCases: [MockFaultRoute] {
        MockRouteTable.faultRoutes + [.any]
    }

    /// Every path.
    public static let any = MockFaultRoute(registering: "any")
}
