import Foundation
import QuickSearchDomain
import Synchronization

@testable import QuickSearchData

/// A `RetryClock` whose time moves only when something sleeps: `sleep` returns at once, adds
/// the duration to the clock and records it, so retry tests wait for nothing and can check
/// every wait exactly.
final class TestRetryClock: RetryClock {
    private let start: ContinuousClock.Instant
    private let startDate: Date
    private let state = Mutex<(elapsed: Duration, sleeps: [Duration])>((.zero, []))

    init(start: ContinuousClock.Instant = .now, date: Date = Date(timeIntervalSince1970: 1_790_000_000)) {
        self.start = start
        startDate = date
    }

    var now: ContinuousClock.Instant {
        start + state.withLock { $0.elapsed }
    }

    var date: Date {
        startDate.addingTimeInterval(state.withLock { $0.elapsed }.timeInterval)
    }

    /// Every wait asked for, in order.
    var sleeps: [Duration] {
        state.withLock { $0.sleeps }
    }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock {
            $0.elapsed += duration
            $0.sleeps.append(duration)
        }
    }
}
