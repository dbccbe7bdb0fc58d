/// Why an upstream could not deliver: the one failure every upstream call throws, whatever
/// went wrong (transport, status, body, configuration).
public typealias SourceFailure = KindedFailure<SourceFailureKind>

/// The broad class of an upstream failure; decides the exit code and whether retrying can
/// help. Extensible: new kinds are new static members.
public struct SourceFailureKind: RawRepresentable, Sendable, Hashable, Codable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Keys missing or rejected (HTTP 401/403): fix the configuration.
    public static let authentication = Self(rawValue: "authentication")
    /// Daily quota or rate limit reached (HTTP 429): wait.
    public static let rateLimited = Self(rawValue: "rate_limited")
    /// The request took too long.
    public static let timeout = Self(rawValue: "timeout")
    /// Connection refused, reset, DNS failure, or an upstream 5xx.
    public static let unavailable = Self(rawValue: "unavailable")
    /// The answer was not in the expected format (malformed or truncated).
    public static let invalidResponse = Self(rawValue: "invalid_response")
    /// The upstream rejected the request's parameters.
    public static let badRequest = Self(rawValue: "bad_request")
    /// A setting the user must fix before the upstream can be asked: an unusable
    /// `QSEARCH_*_URL`, a base URL with a password in it.
    public static let configuration = Self(rawValue: "configuration")
    /// The answer arrived whole and well-formed but holds nothing usable (an event page
    /// whose markup changed).
    public static let unusableContent = Self(rawValue: "unusable_content")
    /// The upstream has nothing for the request yet (it says so, or its answer holds nothing
    /// for what was asked): a forecast or reading not published; an earlier one may stand in.
    public static let noData = Self(rawValue: "no_data")
}
