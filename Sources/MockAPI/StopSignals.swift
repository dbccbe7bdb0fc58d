import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The write end of the stop pipe, for the signal handler (which can capture nothing); set once,
/// before the handler is installed.
nonisolated(unsafe) private var stopPipeWriteEnd: Int32 = -1

/// SIGINT's and SIGTERM's handler: one byte into the pipe, never blocking.
private func writeStopByte(_: Int32) {
    var byte: UInt8 = 1
    _ = write(stopPipeWriteEnd, &byte, 1)
}

/// SIGINT and SIGTERM for `mock-api`, caught from the moment `armed()` returns: their handler
/// writes a byte into a pipe, which a thread of its own reads, so a signal that arrives before
/// anything waits for it (a script stopping the mock as soon as it reads the listening line)
/// is kept, not lost, and ends `wait()`.
final class StopSignals: Sendable {
    private struct State {
        var arrived = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    /// Catches both signals (the handler is in place when this returns). Without a pipe, they
    /// keep their default action, which ends the process.
    static func armed() -> StopSignals {
        let signals = StopSignals()
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return signals }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        stopPipeWriteEnd = ends[1]
        let reader = ends[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while read(reader, &byte, 1) < 0, errno == EINTR {}
            signals.arrive()
        }
        for number in [SIGINT, SIGTERM] {
            _ = signal(number, writeStopByte)
        }
        return signals
    }

    /// Returns once either signal has arrived (at once when one already has).
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let arrived = state.withLock { state in
                if !state.arrived { state.waiters.append(continuation) }
                return state.arrived
            }
            if arrived { continuation.resume() }
        }
    }

    private func arrive() {
        let waiters = state.withLock { state in
            state.arrived = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
