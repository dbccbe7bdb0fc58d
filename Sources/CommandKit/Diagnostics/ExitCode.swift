/// A program's exit status, with the codes of sysexits(3) that command-line tools share.
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
    /// Stopped by Ctrl-C after saying what was done (128 + SIGINT, as a shell reports it).
    public static let interrupted = ExitCode(rawValue: 130)

    /// The status when every part of a command failed: theirs when they agree, otherwise the
    /// one that asks the most of the user first (configuration, then waiting, then the upstream
    /// being down, then its refusal), else the first.
    public init(mostPressing codes: [ExitCode]) {
        let precedence: [ExitCode] = [.configuration, .temporaryFailure, .unavailable, .protocolError]
        self = precedence.first(where: codes.contains) ?? codes.first ?? .failure
    }
}
