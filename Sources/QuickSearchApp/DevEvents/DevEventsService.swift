import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of the `devevents` commands, each as a report (see the extensions): the page of
/// the run, the saved events, and the time statuses are judged at.
struct DevEventsService: Sendable {
    let runtime: Runtime
    /// The page the command reads.
    let page: DevEventPageLoader
    /// The time statuses are judged at: `--now`, else the run's clock (`DEVEVENTS_NOW`, else
    /// the system's). Times the command records (a favourite's, a calendar's) are the clock's.
    let now: Date

    /// The service of a command with `options`.
    ///
    /// - Throws: `ConfigurationError` for a bad `DEVEVENTS_SOURCE`.
    init(runtime: Runtime, options: DevEventPageOptions) throws {
        self.runtime = runtime
        page = DevEventPageLoader(
            runtime: runtime,
            source: try DevEventPageOptions.sourceURL(option: options.source, environment: runtime.environment),
            refresh: options.refresh
        )
        now = try options.judgedAt ?? runtime.now()
    }

    /// The user's favourites, for reading: works on a read-only data folder, and a missing
    /// store reads as none (nothing is created).
    func favorites() throws -> DevEventFavorites {
        DevEventFavorites(store: try runtime.services.storeForReading())
    }

    /// With `asked` (`--weather`), the conditions of `events`, all asked at once; nil without.
    func weather(for events: @autoclosure () -> [DevEvent], asked: Bool) async -> DevEventWeather? {
        guard asked else { return nil }
        let events = events()
        if runtime.outputFormat == .human, !events.isEmpty {
            runtime.diagnostics.progress(
                "fetching the weather for \(events.count) event\(events.count == 1 ? "" : "s")…"
            )
        }
        return await DevEventWeather.gather(for: events, runtime: runtime, refresh: page.refresh)
    }

    /// The user's favourites, for adding or removing one (the data folder is created if needed).
    func favoritesForWriting() throws -> DevEventFavorites {
        DevEventFavorites(store: try runtime.services.store())
    }
}
