import Foundation
import QuickSearchDomain

/// One cheap request `doctor` sends to an upstream, to see that it answers and accepts the key:
/// a page of one item, or the smallest operation.
public struct UpstreamProbe: Sendable, Hashable {
    /// What one `doctor` run gives a probe.
    public struct Context: Sendable {
        /// A client without a cache, so that the answer comes from the upstream.
        public var client: UpstreamClient
        public var deadline: ContinuousClock.Instant?
        /// The moment the probe asks about (the portal's latest readings and forecast base).
        public var now: Date
        /// The page the tool reads, for a page upstream's probe (devevents' `--source`).
        public var page: URL?

        public init(client: UpstreamClient, deadline: ContinuousClock.Instant?, now: Date, page: URL? = nil) {
            self.client = client
            self.deadline = deadline
            self.now = now
            self.page = page
        }
    }

    /// The check's name in `doctor`'s output (`kakao-local`).
    public let name: String
    /// What it asks, for people (`one image for "test"`).
    public let asks: String
    private let makeCheck: @Sendable (Context) -> any HealthCheck

    /// A probe whose check `makeCheck` builds for each run.
    public init(name: String, asks: String, check makeCheck: @escaping @Sendable (Context) -> any HealthCheck) {
        self.name = name
        self.asks = asks
        self.makeCheck = makeCheck
    }

    /// A probe sending the target `target` makes for the moment asked about, never cached.
    public static func request<Target: RequestTarget>(
        _ name: String,
        asks: String,
        target: @escaping @Sendable (Date) -> Target
    ) -> UpstreamProbe {
        UpstreamProbe(name: name, asks: asks) { context in
            UpstreamHealthCheck(
                name: name,
                target: target(context.now),
                client: context.client,
                deadline: context.deadline
            )
        }
    }

    /// The check for one run.
    public func check(_ context: Context) -> any HealthCheck {
        makeCheck(context)
    }

    /// Probes are the same when they have the same name and ask the same thing.
    public static func == (lhs: UpstreamProbe, rhs: UpstreamProbe) -> Bool {
        lhs.name == rhs.name && lhs.asks == rhs.asks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(asks)
    }
}

extension UpstreamProbe {
    /// A place every portal and Kakao Local probe may ask about: Seoul's Jongno district
    /// (station, grid cell, address).
    static let place = "종로구"
    /// The media query the search probes send.
    static let mediaQuery = MediaQuery(text: "test", sort: .accuracy)
    /// One page of one item.
    static let onePage = PageRequest(index: 1, page: 1, start: 1, size: 1)

    /// The probe of a media search upstream: `source` asked for one image (or video) for
    /// 'test', the same question for every search upstream.
    static func mediaSearch(_ name: String, _ source: some MediaSearchSource) -> UpstreamProbe {
        .request(name, asks: "one \(source.kind.rawValue) for 'test'") { _ in
            source.target(for: mediaQuery, page: onePage)
        }
    }
}
