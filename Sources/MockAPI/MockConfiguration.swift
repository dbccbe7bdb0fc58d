import Foundation

/// How a mock server behaves: the credentials it accepts, its latency, its faults, its pages.
public struct MockConfiguration: Sendable {
    /// Milliseconds from a request's arrival to its response, the time spent making the
    /// response included (0 = answer at once).
    public var latencyMilliseconds: Int
    /// The only value accepted for each key, by the tools' variable (`NAVER_CLIENT_ID`); a key
    /// not named here accepts its default (`MockKey.defaultValue`, `mock-naver-id`).
    public var keys: [String: String]
    /// The time the portal routes answer for (published forecasts, the latest readings); nil:
    /// the real clock. Tests fix it, as the tools' `QSEARCH_NOW` fixes theirs.
    public var now: Date?
    /// Injected failures; for each request the first matching fault with uses left applies.
    public var faults: [MockFault]
    /// Random transient faults applied to requests no listed fault matched; nil for none.
    public var randomFaults: MockRandomFaults?
    /// The directory served under `/pages/`; nil answers 404 there.
    public var pagesDirectory: String?
    /// Whether search results point at images served by the mock itself (`LocalMedia`)
    /// instead of example.com.
    public var localMedia = false
    /// With `localMedia`, the size of every original image in bytes.
    public var mediaBytes = 20_000
    /// With `localMedia`, how many host names (`imgK.localhost`, all this mock) the media are
    /// spread over; 1 keeps them on the host the search was asked on.
    public var mediaHosts = 1
    /// What holds `/media/held/…` transfers until a test releases them; nil: each is held
    /// until its client leaves.
    public var transferGate: MockTransferGate?
    /// Whether `MockServer.requests` keeps every request (turn off for long benchmark runs).
    public var recordsRequests: Bool
    /// Where each request's method and target are written as it arrives, if anywhere.
    public var requestLog: MockRequestLog?

    /// A configuration; every default is what tests usually want (no latency, no faults,
    /// the `mock-…` keys, no pages).
    public init(
        latencyMilliseconds: Int = 0,
        keys: [String: String] = [:],
        now: Date? = nil,
        faults: [MockFault] = [],
        randomFaults: MockRandomFaults? = nil,
        pagesDirectory: String? = nil,
        recordsRequests: Bool = true
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.keys = keys
        self.now = now
        self.faults = faults
        self.randomFaults = randomFaults
        self.pagesDirectory = pagesDirectory
        self.recordsRequests = recordsRequests
    }

    /// The only value `key` accepts.
    public func accepted(_ key: MockKey) -> String {
        keys[key.variable] ?? key.defaultValue
    }
}
