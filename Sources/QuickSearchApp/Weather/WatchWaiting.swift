import CommandKit
import Dispatch
import Foundation
import Synchronization

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

    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler(handler: interrupted)
        source.resume()
        let caught = CaughtSignal(source)
        return { caught.release() }
    }

    /// Runs `body` until it returns; Ctrl-C (SIGINT) cancels it instead of killing the process
    /// (`--download` stops with what it saved so far).
    func runUntilInterrupted<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) async -> Result {
        let task = Task { await body() }
        let release = catchInterrupts { task.cancel() }
        let result = await task.value
        release()
        return result
    }
}

/// A SIGINT handler in place, given back once.
private final class CaughtSignal: Sendable {
    private let source: Mutex<(any DispatchSourceSignal)?>

    init(_ source: sending any DispatchSourceSignal) {
        self.source = Mutex(source)
    }

    /// Removes the handler and restores SIGINT's default action; nothing the second time.
    func release() {
        guard let source = source.withLock({ $0.take() }) else { return }
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }
}
