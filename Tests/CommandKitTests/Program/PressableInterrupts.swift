import Synchronization

@testable import CommandKit

/// Ctrl-C as a button: records the handler the program puts in place, presses it when told, and
/// counts how often the program ended itself as Ctrl-C would (the process goes on).
final class PressableInterrupts: InterruptSource {
    private struct State {
        var handler: (@Sendable () -> Void)?
        var catches = 0
        var ends = 0
    }

    private let state = Mutex(State())
    private let caughtEvents: AsyncStream<Void>.Continuation
    /// An element each time Ctrl-C is caught.
    let caught: AsyncStream<Void>

    init() {
        (caught, caughtEvents) = AsyncStream.makeStream(of: Void.self)
    }

    /// Whether Ctrl-C is caught now.
    var isCaught: Bool { state.withLock { $0.handler != nil } }
    /// How often Ctrl-C was caught.
    var catches: Int { state.withLock { $0.catches } }
    /// How often the program ended as an uncaught Ctrl-C would.
    var ends: Int { state.withLock { $0.ends } }

    func catchInterrupts(_ interrupted: @escaping @Sendable () -> Void) -> @Sendable () -> Void {
        state.withLock { state in
            state.handler = interrupted
            state.catches += 1
        }
        caughtEvents.yield()
        return { self.state.withLock { $0.handler = nil } }
    }

    func endAsInterrupted() {
        state.withLock { $0.ends += 1 }
    }

    /// Ctrl-C: the caught handler, or (nothing caught) the end of the process.
    func press() {
        if let handler = state.withLock({ $0.handler }) {
            handler()
        } else {
            endAsInterrupted()
        }
    }
}
