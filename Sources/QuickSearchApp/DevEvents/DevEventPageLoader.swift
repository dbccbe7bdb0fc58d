import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Loads the page a `devevents` command reads, through the run's client: cached (fresh for an
/// hour, then revalidated, the last good copy when offline) for a web page, read directly for
/// a `file://` one. Loading problems become one error naming the page and what to do.
struct DevEventPageLoader: Sendable {
    let runtime: Runtime
    /// The page's address (see `DevEventPageOptions.sourceURL`).
    let source: URL
    /// Whether to revalidate a fresh cached copy now (`--refresh`).
    let refresh: Bool

    /// Loads the page, warning at once when an old copy stands in for an unreachable one.
    ///
    /// - Throws: `CLIError` (65) when the page has no events any more; the source failure
    ///   itself for a rejected configuration; else `CLIError` with the failure's code (69 for
    ///   any other failure), saying that no saved copy was there to fall back on.
    func load() async throws -> DevEventLoad {
        let client = source.isFileURL ? runtime.services.uncachedClient() : runtime.services.client()
        let repository = DevEventRepository(client: client)
        let load: DevEventLoad
        do {
            load = try await repository.load(from: source, refresh: refresh)
        } catch let failure as SourceFailure where failure.kind == .unusableContent {
            let kept = repository.hasSavedCopy(of: source) ? "the last good copy is kept; " : ""
            let advice =
                source == DevEventRepository.defaultSource
                ? kept + "try again later, and update devevents if it persists"
                : kept + "check that --source (or DEVEVENTS_SOURCE) is a page in the Dev-Event format"
            throw CLIError("\(failure.message): \(sourceName); \(advice)", exitCode: .dataError)
        } catch let failure as SourceFailure where [.authentication, .configuration].contains(failure.kind) {
            throw failure
        } catch {
            let description = runtime.describe(error)
            let exitCode = description.exitCode == .failure ? .unavailable : description.exitCode
            if source.isFileURL { throw CLIError(description.message, exitCode: exitCode) }
            throw CLIError(
                "could not load the event page: \(description.message); no saved copy to fall back on (check the network or --source)",
                exitCode: exitCode
            )
        }
        if case .staleCache(let storedAt, let failure) = load.origin {
            let age = RelativeTime(timeZone: DevEventCalendar.timeZone).describe(storedAt, relativeTo: runtime.now())
            runtime.diagnostics.warning("could not refresh the event page (\(failure)); showing the copy saved \(age)")
        }
        return load
    }

    /// Short name of the page for messages.
    var sourceName: String {
        source == DevEventRepository.defaultSource ? "Dev-Event" : source.absoluteString
    }

    /// The credit line shown with output for people.
    var creditLine: String {
        source == DevEventRepository.defaultSource
            ? "Source: Dev-Event (github.com/brave-people/Dev-Event), for personal viewing; see its USAGE_POLICY."
            : "Source: \(source.absoluteString) (a page in the Dev-Event format)"
    }
}
