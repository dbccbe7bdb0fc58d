import CommandKit
import Dispatch
import Foundation

/// How `qsearch weather --watch` waits for the next publication and learns of Ctrl-C:
/// injected, so tests run cycles on a fake clock without sleeping.
protocol WatchWaiting: Sendable {
    /// Returns at `date` (by the command's clock `now`), or throws `CancellationError` when the
    /// watch is to end (Ctrl-C, or the task cancelled).
    func wait(until date: Date, now: @escaping @Sendable () -> Date) async throws

    /// Runs `body` until it returns; Ctrl-C (SIGINT) cancels it instead of killing the
    /// process, so the watch can restore the terminal and end cleanly.
    func runUntilInterrupted<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) async -> Result
}

/// The real clock and the real SIGINT.
struct SystemWatchWaiter: WatchWaiting {
    /// Sleeps in steps of at most a minute, so that a suspended laptop or a clock change is
    /// noticed soon after; cancellation ends the sleep at once.
    func wait(until date: Date, now: @escaping @Sendable () -> Date) async throws {
        while true {
            let remaining = date.timeIntervalSince(now())
            guard remaining > 0 else { return }
            try await Task.sleep(for: .seconds(min(remaining, 60)))
        }
    }

    func runUntilInterrupted<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) async -> Result {
        let task = Task { await body() }
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { task.cancel() }
        source.resume()
        let result = await task.value
        source.cancel()
        signal(SIGINT, SIG_DFL)
        return result
    }
}
