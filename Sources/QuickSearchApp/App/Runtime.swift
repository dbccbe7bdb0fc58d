import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// One run of `qsearch` or `devevents`, built once before the command runs: what every command
/// needs from outside itself. The environment and the config file are merged once; there is one
/// clock (`QSEARCH_NOW` / `DEVEVENTS_NOW` fix it); the store, the cache and the clients are
/// opened on first use (`services`); tests replace what they need through one `RuntimeSeam`.
public struct Runtime: Sendable {
    /// The program's name (`qsearch`), for the words of messages.
    let program: String
    /// The process environment with the config file's settings under it (for the commands that
    /// read the file), merged once.
    let environment: Environment
    /// The run's one clock.
    let now: @Sendable () -> Date
    /// What standard output is, with `--color` applied.
    let terminal: TerminalCapabilities
    /// Whether colour was forced (`--color always`, `FORCE_COLOR`), as opposed to merely
    /// following a terminal: what colours a status line (`--format line`).
    let colorIsForced: Bool
    /// The form standard output is printed in.
    let outputFormat: OutputFormat
    /// The one writer of error, warning, note and progress lines.
    let diagnostics: Diagnostics
    /// The store, the cache and the clients, opened on first use.
    let services: RuntimeServices
    /// What tests put in place of the real services.
    let seam: RuntimeSeam

    /// The runtime of `invocation`; the clock stops at `clockOverride`'s time when it is set.
    ///
    /// - Throws: `ConfigurationError` when the clock variable is not a time, or when the config
    ///   file must be read and cannot be used.
    init(_ invocation: Invocation, clockOverride: ClockOverride?, seam: RuntimeSeam) throws {
        program = invocation.root.name
        environment = Environment(try invocation.parsed.environment.merged())
        var now = invocation.io.now
        if let clockOverride {
            now = try clockOverride.clock(in: Environment(invocation.io.variables), otherwise: now)
        }
        self.now = now
        terminal = invocation.io.terminal
        colorIsForced =
            invocation.color.applied(
                to: TerminalCapabilities.detect(isTTY: false, environment: invocation.io.variables)
            )
            .colorEnabled
        outputFormat = invocation.outputFormat
        diagnostics = invocation.diagnostics
        self.seam = seam
        services = RuntimeServices(
            program: program,
            environment: environment,
            now: now,
            diagnostics: invocation.diagnostics,
            http: seam.http
        )
    }

    /// When work started now with a limit of `seconds` must be over.
    func deadline(seconds: Double) -> ContinuousClock.Instant {
        SearchDeadline(timeout: .seconds(seconds)).instant
    }

    /// The message and exit status of `error`, in the words every output uses.
    func describe(_ error: any Error) -> ErrorDescription {
        AppErrors.describer.describe(error)
    }

    /// The places `dust` and `weather` choose from: the saved ones, and names resolved on the fly.
    func places() throws -> any PlaceSelecting {
        if let places = seam.places { return places }
        let client = services.client()
        let resolver = PlaceResolver(lookups: PlaceResolver.lookups(client: client, environment: environment))
        return SavedPlaces(saved: try services.storeForReading().places(), resolver: resolver, now: now)
    }
}

/// What a test puts in place of a real service for one run; each one left nil is the real one.
public struct RuntimeSeam: Sendable {
    /// Every HTTP request of the run.
    var http: (any HTTPClient)?
    /// The fine-dust readings of `qsearch dust`.
    var dust: (any DustReporting)?
    /// The forecasts of `qsearch weather`.
    var weather: (any WeatherReporting)?
    /// The alerts of `weather`, `dust`, `alerts` and `brief`.
    var alerts: (any AlertReporting)?
    /// The fine-dust forecast of `weather`, `dust` and `brief`.
    var dustForecast: (any DustForecastReporting)?
    /// The saved places and look-ups of `dust` and `weather`.
    var places: (any PlaceSelecting)?
    /// How `weather --watch` waits for the next publication.
    var watchWaiter: (any WatchWaiting)?

    /// The real services throughout.
    public static let live = RuntimeSeam()
}
