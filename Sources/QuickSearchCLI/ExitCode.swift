import QuickSearchDomain

/// The documented exit codes of both tools.
public struct ExitCode: RawRepresentable, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static let success = ExitCode(rawValue: 0)
    /// Something failed that no other code describes.
    public static let failure = ExitCode(rawValue: 1)
    /// Some sources failed; the others' results were printed.
    public static let partial = ExitCode(rawValue: 2)
    /// Bad command line: unknown option, bad value, missing argument.
    public static let usage = ExitCode(rawValue: 64)
    /// Bad data: a page or file that could not be read as expected.
    public static let dataError = ExitCode(rawValue: 65)
    /// Upstream unavailable: connection failed, 5xx, unusable answer, nothing cached; or it has
    /// no data for the request yet (the portal's `NO_DATA`).
    public static let unavailable = ExitCode(rawValue: 69)
    /// The upstream refused the request or redirected it (HTTP 3xx, or a 4xx other than keys and
    /// rate limits): a wrong `QSEARCH_*_URL`, a proxy in the way, or an API change.
    public static let protocolError = ExitCode(rawValue: 76)
    /// Local storage could not be read or written.
    public static let storage = ExitCode(rawValue: 74)
    /// Rate-limited or timed out: try again later.
    public static let temporaryFailure = ExitCode(rawValue: 75)
    /// Configuration: a missing or rejected API key, a bad environment variable.
    public static let configuration = ExitCode(rawValue: 78)

    /// Every documented code with what it means, in order: the manual pages' EXIT STATUS.
    public static let documented: [(code: ExitCode, meaning: String)] = [
        (.success, "Success."),
        (.failure, "A failure no other code describes (e.g. an unknown id)."),
        (.partial, "Partial: some sources failed or were cut short at the deadline; the results found were printed."),
        (.usage, "Usage: an unknown option (the closest valid one is named), a bad value, a missing argument."),
        (.dataError, "Data: a page that no longer parses (e.g. the event page's markup changed)."),
        (
            .unavailable,
            "Upstream unavailable: connection failed, 5xx, an unusable answer, and nothing cached; or the public data portal has no data yet."
        ),
        (.storage, "Local storage could not be read or written, or standard output could not be written."),
        (.temporaryFailure, "Rate-limited or timed out: try again later."),
        (
            .protocolError,
            "An upstream refused the request or redirected it (HTTP 3xx, or a 4xx other than keys and rate limits): check QSEARCH_*_URL or the proxy."
        ),
        (.configuration, "Configuration: a missing or rejected key, a bad environment variable, no working BROWSER."),
    ]

    /// The exit code for a source failure of this kind.
    public init(_ kind: SourceFailure.Kind) {
        switch kind {
        case .authentication, .configuration: self = .configuration
        case .unusableContent: self = .dataError
        case .rateLimited, .timeout: self = .temporaryFailure
        case .unavailable, .invalidResponse, .noData: self = .unavailable
        case .badRequest: self = .protocolError
        default: self = .failure
        }
    }

    /// The exit code when every source failed: theirs when they agree, otherwise the one that
    /// asks the most of the user first (configuration, then waiting, then the upstream).
    public init(allFailed kinds: [SourceFailure.Kind]) {
        let codes = kinds.map(ExitCode.init)
        let precedence: [ExitCode] = [.configuration, .temporaryFailure, .unavailable, .protocolError]
        self = precedence.first(where: codes.contains) ?? codes.first ?? .failure
    }
}
