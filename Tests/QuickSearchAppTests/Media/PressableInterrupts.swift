import Synchronization

@testable import CommandKit

/// Ctrl-C as a button: records the handler the run puts in place and tells when it does,
/// presses it when told, and counts how often the run ended itself as an uncaught Ctrl-C would
/// (the test process goes on).
final class PressableInterrupts: InterruptSource {
    private struct State {
        var handler: (@Sendable () -> Void)?
        var ends = 0
    }

    private let state = Mutex(State())
    private let caughtEvents: AsyncStream<Void>.Continuation
    /// An element each time Ctrl-C is caught.
    let caught: AsyncStream<Void>

    init() {
        (caught, caughtEvents) = AsyncStream.makeStream(of: Void.self)
    }

    /// How often the run ended as an uncaught Ctrl-C would.
    var ends: Int { state.withLock { $0.ends } }

    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        state.withLock { $0.handler = interrupted }
        caughtEvents.yield()
        return { self.state.withLock { $0.handler = nil } }
    }

    func endAsInterrupted() {
        state.withLock { $0.ends += 1 }
    }

    /// Ctrl-C: the caught handler, or (nothing caught) the end of the run.
    func press() {
        if let handler = state.withLock({ $0.handler }) {
            handler()
        } else {
            endAsInterrupted()
        }
    }
}
