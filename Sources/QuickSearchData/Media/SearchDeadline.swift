import QuickSearchDomain

/// The time one whole search may take, retries and waits for a host slot included.
public struct SearchDeadline: Sendable {
    /// The time allowed, as given (for messages).
    public let timeout: Duration
    /// When it ends.
    public let instant: ContinuousClock.Instant
    /// Returns once the deadline has passed; throws `CancellationError` if cancelled before.
    let reached: @Sendable () async throws -> Void

    /// A deadline `timeout` after `start`.
    public init(timeout: Duration, start: ContinuousClock.Instant = .now) {
        let instant = start + timeout
        self.init(timeout: timeout, instant: instant) {
            try await Task.sleep(until: instant, clock: .continuous)
        }
    }

    /// A deadline that passes when `reached` returns: tests decide the moment themselves.
    init(timeout: Duration, instant: ContinuousClock.Instant, reached: @escaping @Sendable () async throws -> Void) {
        self.timeout = timeout
        self.instant = instant
        self.reached = reached
    }

    /// What a source cut short by this deadline reports: `naver-image: cut short at the 30 s
    /// deadline`, with twice the time (1 s to an hour) as the remedy.
    func cutShort(source: String) -> SourceFailure {
        let seconds = timeout.timeInterval
        let suggestion = min(max(seconds * 2, 1), 3600)
        return SourceFailure(
            .timeout,
            "\(source): cut short at the \(Self.format(seconds)) s deadline",
            remedy: .allowMoreTime(suggested: .milliseconds(Int64((suggestion * 1000).rounded())))
        )
    }

    /// `30`, `1.5`: seconds without a needless fraction.
    public static func format(_ seconds: Double) -> String {
        let tenths = (seconds * 10).rounded()
        guard tenths.magnitude < 1e15 else { return String(seconds) }
        if tenths.truncatingRemainder(dividingBy: 10) == 0 {
            return String(Int(tenths / 10))
        }
        return String(tenths / 10)
    }
}
