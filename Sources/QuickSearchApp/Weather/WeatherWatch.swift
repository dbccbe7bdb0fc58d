import CommandKit
import Foundation
import QuickSearchDomain
import Synchronization

/// `qsearch weather --watch`: a round now, then one after each KMA publication (the next
/// now-cast or ultra-short forecast base, plus a minute's grace), until Ctrl-C.
///
/// Each round is a report whose `next` waits for the following one. On a terminal the kit draws
/// each as a screen with a status line (`ReportScreen`); piped, each appends its block. A place
/// that fails keeps its last report, with a note giving its age; one never fetched is an error
/// line. Ctrl-C (or the waiter's cancellation) ends the watch with a last report that shows
/// nothing and exits 0, at any time: while fetching, waiting or printing.
final class WeatherWatch: Sendable {
    private let service: WeatherService
    private let places: [Place]
    /// `--refresh`, for the first round that has no report yet.
    private let refresh: Bool
    private let waiter: any WatchWaiting
    private let state = Mutex(State())

    private struct State {
        /// Whether Ctrl-C came.
        var interrupted = false
        /// The round under way (its wait and fetch), cancelled by Ctrl-C.
        var round: Task<WeatherCycle?, Never>?
        /// Gives Ctrl-C back to the system.
        var release: (@Sendable () -> Void)?
    }

    /// How long after a publication time a round asks again, so KMA has the new base ready.
    static let publicationGrace: TimeInterval = 60

    init(service: WeatherService, places: [Place], refresh: Bool) {
        self.service = service
        self.places = places
        self.refresh = refresh
        waiter = service.runtime.seam.watchWaiter ?? SystemWatchWaiter(diagnostics: service.runtime.diagnostics)
    }

    /// When the next round runs after `now`: the earliest next publication of the operations
    /// the report reads, plus `publicationGrace`.
    static func nextRound(after now: Date) -> Date {
        let next =
            ForecastOperation.allCases.map { $0.nextPublication(after: now) }.min() ?? now.addingTimeInterval(3600)
        return next.addingTimeInterval(publicationGrace)
    }

    /// Catches Ctrl-C for the rest of the watch and returns the first round.
    func start() async -> Report {
        let release = waiter.catchInterrupts { [weak self] in self?.interrupt() }
        state.withLock { $0.release = release }
        return await round(after: [:], waitingUntil: nil)
    }

    /// The round after waiting until `date` (none for the first), given the last good reports;
    /// the ending report once Ctrl-C came or the wait was cancelled.
    private func round(after previous: [String: WeatherCycle.Snapshot], waitingUntil date: Date?) async -> Report {
        let (service, places, waiter) = (service, places, self.waiter)
        let refresh = refresh && previous.isEmpty
        let task = Task { () -> WeatherCycle? in
            if let date {
                do {
                    try await waiter.wait(until: date, now: service.runtime.now)
                } catch {
                    return nil
                }
            }
            let now = service.runtime.now()
            let round = await service.fetch(places, refresh: refresh)
            return WeatherCycle(outcomes: round.outcomes, previous: previous, now: now, warnings: round.warnings)
        }
        let interrupted = state.withLock { state in
            state.round = task
            return state.interrupted
        }
        if interrupted { task.cancel() }
        guard let cycle = await task.value, !state.withLock({ $0.interrupted }) else { return end() }
        let next = Self.nextRound(after: cycle.now)
        var report = service.report(cycle)
        report.screen = ReportScreen(
            status:
                "updated \(WeatherText.time(cycle.now, now: cycle.now)) · next update at \(WeatherText.time(next, now: cycle.now)) · Ctrl-C to quit"
        )
        let kept = cycle.keeping()
        report.next = { [self] in await self.round(after: kept, waitingUntil: next) }
        return report
    }

    /// Ctrl-C: the round under way is cancelled, and no other starts.
    private func interrupt() {
        let round = state.withLock { state in
            state.interrupted = true
            return state.round
        }
        round?.cancel()
    }

    /// The watch's last report: nothing to show, exit 0 (a screen, so that a watch interrupted
    /// before its first round still restores the terminal); Ctrl-C is given back.
    private func end() -> Report {
        let release = state.withLock { state in
            defer { state.release = nil }
            return state.release
        }
        release?()
        return Report(status: .success, screen: ReportScreen())
    }
}
