import CommandKit
import QuickSearchDomain

extension ExitCode {
    /// Every code the tools use with what it means, in order: the manual pages' EXIT STATUS.
    static let documented: [(code: ExitCode, meaning: String)] = [
        (.success, "Success."),
        (.failure, "A failure no other code describes (e.g. an unknown id)."),
        (
            .partial,
            "Partial: some sources failed or were cut short at the deadline, or an announcement of devevents due failed; the results found were printed."
        ),
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
        (
            .configuration,
            "Configuration: a missing or rejected key, a bad environment variable, no working BROWSER, no notify-send or --exec command installed."
        ),
        (
            .interrupted,
            "Interrupted: Ctrl-C stopped --download; one line said what was saved and what was not started."
        ),
    ]

    /// The exit code for a source failure of this kind.
    init(_ kind: SourceFailure.Kind) {
        switch kind {
        case .authentication, .configuration: self = .configuration
        case .unusableContent: self = .dataError
        case .rateLimited, .timeout: self = .temporaryFailure
        case .unavailable, .invalidResponse, .noData: self = .unavailable
        case .badRequest: self = .protocolError
        default: self = .failure
        }
    }

    /// The exit code when every source failed (see `ExitCode(mostPressing:)`).
    init(allFailed kinds: [SourceFailure.Kind]) {
        self.init(mostPressing: kinds.map(ExitCode.init))
    }
}
