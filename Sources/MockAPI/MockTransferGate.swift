import Synchronization

/// Holds the mock's `/media/held/…` transfers until a test lets them go, so that a test can act
/// (press Ctrl-C) at a chosen moment without sleeping: it learns when transfers arrive
/// (`arrivals(atLeast:)`), and releases them in arrival order (`release(_:)`). A held transfer
/// sends nothing until released; one never released waits until its client leaves or the
/// server stops.
public final class MockTransferGate: Sendable {
    private struct State {
        var arrived = 0
        var released = 0
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    public init() {}

    /// How many held transfers have arrived so far.
    public var arrivals: Int {
        state.withLock { $0.arrived }
    }

    /// Returns once at least `count` held transfers have arrived.
    public func arrivals(atLeast count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                guard state.arrived < count else { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Lets the next `count` held transfers, in arrival order, be answered (those that have
    /// not arrived yet are answered at once when they do).
    public func release(_ count: Int) {
        state.withLock { $0.released += max(0, count) }
    }

    /// A transfer arrives: its number, 1 for the first.
    func arrive() -> Int {
        let (number, ready) = state.withLock { state in
            state.arrived += 1
            let ready = state.waiters.filter { $0.count <= state.arrived }.map(\.continuation)
            state.waiters.removeAll { $0.count <= state.arrived }
            return (state.arrived, ready)
        }
        for continuation in ready {
            continuation.resume()
        }
        return number
    }

    /// Whether transfer `number` may be answered.
    func isReleased(_ number: Int) -> Bool {
        state.withLock { $0.released >= number }
    }
}
