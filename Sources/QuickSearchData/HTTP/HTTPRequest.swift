import Foundation

/// One HTTP request, as a plain value.
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    public var url: URL
    /// Header fields in order; names as written.
    public var headers: [HTTPHeader]
    public var timeouts: HTTPTimeouts
    /// Whether redirects are followed (to https only, at most 5). Requests carrying credentials
    /// in custom headers must not follow them: libcurl would send those headers to the new host.
    public var followsRedirects: Bool
    /// The most body bytes accepted, counted after decompression: a longer answer (or one whose
    /// `Content-Length` says so) is abandoned with `HTTPError.tooLarge`.
    public var maximumBodySize: Int
    /// When the whole operation this request belongs to must be over: transfers and retries are
    /// cut to the time left, and a request past it fails at once with `HTTPError.timedOut`.
    public var deadline: ContinuousClock.Instant?

    public init(
        method: String = "GET",
        url: URL,
        headers: [HTTPHeader] = [],
        timeouts: HTTPTimeouts = .standard,
        followsRedirects: Bool = true,
        maximumBodySize: Int = HTTPRequest.defaultMaximumBodySize,
        deadline: ContinuousClock.Instant? = nil
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.timeouts = timeouts
        self.followsRedirects = followsRedirects
        self.maximumBodySize = maximumBodySize
        self.deadline = deadline
    }

    /// 4 MiB: far above any JSON API page, far below what would strain memory or the cache.
    public static let defaultMaximumBodySize = 4 << 20

    /// Only requests without side effects are retried.
    public var isIdempotent: Bool {
        ["GET", "HEAD", "OPTIONS"].contains(method.uppercased())
    }

    /// The request's URL for messages: scheme, host and path, never the query (which may carry keys).
    public var redactedURL: String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(invalid URL)" }
        components.query = nil
        components.user = nil
        components.password = nil
        return components.string ?? "(invalid URL)"
    }
}

/// One header field.
public struct HTTPHeader: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// Connect and whole-transfer limits.
public struct HTTPTimeouts: Sendable, Hashable {
    public var connect: Duration
    public var total: Duration

    public static let standard = HTTPTimeouts(connect: .seconds(5), total: .seconds(15))
}
