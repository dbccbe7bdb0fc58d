import QuickSearchDomain

/// A transport-level failure: no usable HTTP response was received. The message names the
/// host, never the query or headers; the remedy is the setting to change, when that is what
/// would help (more time for a deadline).
public typealias HTTPError = KindedFailure<HTTPErrorKind>

/// The class of a transport failure. A struct with static kinds rather than an enum, so new
/// kinds do not break callers.
public struct HTTPErrorKind: RawRepresentable, Sendable, Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let invalidURL = Self(rawValue: "invalid_url")
    /// Plain `http://` to a host other than loopback.
    public static let insecureURL = Self(rawValue: "insecure_url")
    public static let connectionFailed = Self(rawValue: "connection_failed")
    public static let timedOut = Self(rawValue: "timed_out")
    public static let tooManyRedirects = Self(rawValue: "too_many_redirects")
    /// The connection closed before the whole body arrived.
    public static let truncated = Self(rawValue: "truncated")
    public static let tls = Self(rawValue: "tls")
    /// The body was longer than the request's `maximumBodySize`; the transfer was abandoned.
    public static let tooLarge = Self(rawValue: "too_large")
    /// URL carries a user name or password, which would be sent and stored in plain text.
    public static let credentialsInURL = Self(rawValue: "credentials_in_url")
    /// libcurl, which makes every request, is not installed or could not be loaded.
    public static let transportUnavailable = Self(rawValue: "transport_unavailable")
    public static let other = Self(rawValue: "other")
}

extension HTTPError {
    /// Whether trying again may succeed.
    public var isTransient: Bool {
        kind == .connectionFailed || kind == .timedOut || kind == .truncated
    }

    /// The answer from `host` was longer than `limit` bytes.
    static func tooLarge(host: String, limit: Int) -> HTTPError {
        HTTPError(
            .tooLarge,
            "\(host) sent an answer larger than \(byteCount(limit)), which was not read; check that the address is the service's own, or try again later"
        )
    }

    /// `4 MiB`, `512 KiB`, `300 bytes`: whole binary units where they fit.
    static func byteCount(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
