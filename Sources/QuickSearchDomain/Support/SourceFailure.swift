/// Why an upstream could not deliver: the one failure every upstream call throws, whatever
/// went wrong (transport, status, body, configuration). Extensible: new kinds are new static
/// members.
public struct SourceFailure: Error, Sendable, Hashable, Codable {
    /// Broad class of failure; decides the exit code and whether retrying can help.
    public struct Kind: RawRepresentable, Sendable, Hashable, Codable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Keys missing or rejected (HTTP 401/403): fix the configuration.
        public static let authentication = Kind(rawValue: "authentication")
        /// Daily quota or rate limit reached (HTTP 429): wait.
        public static let rateLimited = Kind(rawValue: "rate_limited")
        /// The request took too long.
        public static let timeout = Kind(rawValue: "timeout")
        /// Connection refused, reset, DNS failure, or an upstream 5xx.
        public static let unavailable = Kind(rawValue: "unavailable")
        /// The answer was not in the expected format (malformed or truncated).
        public static let invalidResponse = Kind(rawValue: "invalid_response")
        /// The upstream rejected the request's parameters.
        public static let badRequest = Kind(rawValue: "bad_request")
        /// A setting the user must fix before the upstream can be asked: an unusable
        /// `QSEARCH_*_URL`, a base URL with a password in it.
        public static let configuration = Kind(rawValue: "configuration")
        /// The answer arrived whole and well-formed but holds nothing usable (an event page
        /// whose markup changed).
        public static let unusableContent = Kind(rawValue: "unusable_content")
        /// The upstream has nothing for the request yet (it says so, or its answer holds nothing
        /// for what was asked): a forecast or reading not published; an earlier one may stand in.
        public static let noData = Kind(rawValue: "no_data")
    }

    public var kind: Kind
    /// One line for people: what happened, without secrets, and what to do unless it is
    /// `remedy`'s to say.
    public var message: String
    /// The setting to change, when that is what would help; the application words it.
    public var remedy: Remedy?

    public init(_ kind: Kind, _ message: String, remedy: Remedy? = nil) {
        self.kind = kind
        self.message = message
        self.remedy = remedy
    }
}
