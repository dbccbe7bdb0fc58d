/// What an upstream allows and what QuickSearch allows it: the answers read, the requests at
/// once, the retries, and the quotas its operator publishes.
public struct UpstreamLimits: Sendable, Hashable {
    /// The longest answer read, in decoded bytes, unless a target asks for less (Kakao Local's
    /// pages are a few kilobytes and are held to 1 MiB); a longer one fails and is never cached.
    public var maximumBodySize = HTTPRequest.defaultMaximumBodySize
    /// Requests at once against one host of the upstream; the rest wait their turn.
    public var connectionsPerHost = UpstreamLimits.standardConnectionsPerHost
    /// How a request that failed in passing is tried again.
    public var retry = RetryPolicy.standard
    /// The operator's published quotas, for people: nothing enforces them here; the upstream's
    /// own answer (HTTP 429, a quota code) says when one is used up.
    public var quotas: [String] = []

    /// 20: the weather for five places asks the portal twenty things at once (four per place),
    /// and they should go out together; a media search sends at most seven.
    public static let standardConnectionsPerHost = 20

    /// 32 for the data portal: a brief for five saved places asks it 28 things at once (the
    /// alerts, the warnings and the dust forecast, then per place three forecasts, the UV index
    /// and the nearest stations), and they should go out together, or the stations' readings
    /// wait a third round trip. More places go in waves, look-ups first.
    public static let portalConnectionsPerHost = 32

    /// 4 MiB answers, 20 requests at once per host, the standard retries, no quota noted.
    public static let standard = UpstreamLimits()
}
