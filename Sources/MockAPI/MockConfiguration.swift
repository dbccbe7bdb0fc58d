/// How a mock server behaves: the credentials it accepts, its latency, its faults, its pages.
public struct MockConfiguration: Sendable {
    /// Milliseconds the server waits before every response (0 = answer at once).
    public var latencyMilliseconds: Int
    /// The only `X-Naver-Client-Id` accepted.
    public var naverClientID: String
    /// The only `X-Naver-Client-Secret` accepted.
    public var naverClientSecret: String
    /// The only key accepted in `Authorization: KakaoAK {key}`.
    public var kakaoRESTKey: String
    /// Injected failures; for each request the first matching fault with uses left applies.
    public var faults: [MockFault]
    /// Random transient faults applied to requests no listed fault matched; nil for none.
    public var randomFaults: MockRandomFaults?
    /// The directory served under `/pages/`; nil answers 404 there.
    public var pagesDirectory: String?
    /// Whether `MockServer.requests` keeps every request (turn off for long benchmark runs).
    public var recordsRequests: Bool

    /// A configuration; every default is what tests usually want (no latency, no faults,
    /// the `mock-…` credentials, no pages).
    public init(
        latencyMilliseconds: Int = 0,
        naverClientID: String = "mock-naver-id",
        naverClientSecret: String = "mock-naver-secret",
        kakaoRESTKey: String = "mock-kakao-key",
        faults: [MockFault] = [],
        randomFaults: MockRandomFaults? = nil,
        pagesDirectory: String? = nil,
        recordsRequests: Bool = true
    ) {
        self.latencyMilliseconds = latencyMilliseconds
        self.naverClientID = naverClientID
        self.naverClientSecret = naverClientSecret
        self.kakaoRESTKey = kakaoRESTKey
        self.faults = faults
        self.randomFaults = randomFaults
        self.pagesDirectory = pagesDirectory
        self.recordsRequests = recordsRequests
    }
}
