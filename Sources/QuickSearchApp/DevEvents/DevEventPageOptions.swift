import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The options of every `devevents` command that reads the page: where the page is, whether to
/// revalidate it, and the time statuses are judged at. The program's root declares them (they
/// may come before or after the subcommand); each command reads them with
/// `@OptionGroup(inherited: true) var page: DevEventPageOptions`.
struct DevEventPageOptions: ParsableArguments {
    /// `--source`, also read by `devevents doctor`.
    static let sourceOption = Option<String?>(
        "source",
        valueName: "url",
        help: "Another page of the same format (https://, or file://); also DEVEVENTS_SOURCE.",
        example: "file:///tmp/events.html"
    )

    @Option(Self.sourceOption) var source: String?
    @Flag("refresh", help: "Revalidate the cached page with the server now (it is kept for an hour).")
    var refresh: Bool
    @Option(
        "now",
        valueName: "time",
        help: "Judge upcoming/ongoing/ended at this ISO 8601 time; also DEVEVENTS_NOW.",
        example: "2026-08-20T09:00:00+09:00"
    )
    var now: String?

    func validate() throws {
        if let source { _ = try Self.optionURL(source) }
        _ = try judgedAt
    }

    /// The time `--now` gives; nil without it, when the run's clock (`DEVEVENTS_NOW`, else the
    /// system's) is the time statuses are judged at.
    var judgedAt: Date? {
        get throws {
            guard let now else { return nil }
            guard let date = ISO8601Time.parse(now) else {
                throw ValidationError(
                    "--now must be an ISO 8601 time such as 2026-08-20T09:00:00+09:00 or 2026-08-20, got '\(now)'"
                )
            }
            return date
        }
    }

    /// The page's address: `option` (`--source`), else `DEVEVENTS_SOURCE`, else the Dev-Event
    /// README.
    ///
    /// - Throws: `ValidationError` (exit 64) for a bad `--source`, `ConfigurationError` (78)
    ///   naming the variable for a bad `DEVEVENTS_SOURCE`.
    static func sourceURL(option: String?, environment: Environment) throws -> URL {
        if let option { return try optionURL(option) }
        if let text = environment.value("DEVEVENTS_SOURCE") {
            return try validated(text) {
                ConfigurationError(variables: ["DEVEVENTS_SOURCE"], message: "DEVEVENTS_SOURCE \($0); fix or unset it")
            }
        }
        return DevEventRepository.defaultSource
    }

    /// The page `--source` names.
    private static func optionURL(_ text: String) throws -> URL {
        try validated(text) { ValidationError("--source \($0)") }
    }

    /// The page address `text` names, or the error `failure` makes of what is wrong with it.
    private static func validated(_ text: String, failure: (String) -> any Error) throws -> URL {
        if URLPolicy.hasCredentials(text) {
            throw failure(
                "holds a user name or password, which would be sent and stored in plain text; remove the 'user:password@' part"
            )
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            ["https", "http", "file"].contains(scheme), scheme == "file" || url.host != nil
        else {
            throw failure("must be an https:// or file:// URL, got '\(text)'")
        }
        if scheme == "http", let host = url.host, !URLPolicy.isLoopback(host) {
            throw failure("may use plain http:// only for 127.0.0.1 and localhost; use https://")
        }
        return url
    }
}
