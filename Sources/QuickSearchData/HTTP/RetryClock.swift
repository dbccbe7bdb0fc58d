import Foundation

/// The time retries run on (`RetryStage`, `RetryingHTTPClient`): a monotonic instant for
/// deadlines, the calendar date for `Retry-After` dates, and waiting. Tests inject one whose
/// `sleep` returns at once.
public protocol RetryClock: Sendable {
    var now: ContinuousClock.Instant { get }
    /// The wall-clock date, for `Retry-After: <HTTP-date>`.
    var date: Date { get }
    /// Waits `duration`; throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
}

/// The real clocks.
public struct SystemRetryClock: RetryClock {
    public init() {}

    public var now: ContinuousClock.Instant { .now }
    public var date: Date { Date() }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
