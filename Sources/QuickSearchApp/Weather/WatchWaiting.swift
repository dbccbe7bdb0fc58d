import CommandKit
import Foundation

/// How `qsearch weather --watch` waits for the next publication and learns of Ctrl-C:
/// injected (`RuntimeSeam.watchWaiter`), so tests run rounds on a fake clock without sleeping.
protocol WatchWaiting: Sendable {
    /// Returns at `date` (by the command's clock `now`), or throws `CancellationError` when the
    /// watch is to end (Ctrl-C, or the task cancelled).
    func wait(until date: Date, now: @escaping @Sendable () -> Date) async throws

    /// From now on, Ctrl-C (SIGINT) calls `interrupted` instead of killing the process, so the
    /// watch can end cleanly and the terminal be restored; the returned closure gives Ctrl-C back.
    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void
}

/// The real clock, and Ctrl-C through the run's `Diagnostics` (its one owner, which erases the
/// progress line first).
struct SystemWatchWaiter: WatchWaiting {
    let diagnostics: Diagnostics

    /// Sleeps in steps of at most a minute, so that a suspended laptop or a clock change is
    /// noticed soon after; cancellation ends the sleep at once.
    func wait(until date: Date, now: @escaping @Sendable () -> Date) async throws {
        while true {
            let remaining = date.timeIntervalSince(now())
            guard remaining > 0 else { return }
            try await Task.sleep(for: .seconds(min(remaining, 60)))
        }
    }

    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        diagnostics.catchInterrupts(interrupted)
    }
}
