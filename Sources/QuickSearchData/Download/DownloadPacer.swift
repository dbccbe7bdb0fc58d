import Foundation
import Synchronization

/// How downloads treat their image hosts: at most `maximumPerHost` transfers at once against
/// one host, at most `requestsPerSecond` new requests a second against one host (`--rate`),
/// and a transfer that a host refuses for a while (HTTP 429 or 503, with or without
/// `Retry-After`; 408, 500, 502, 504; a dropped connection) tried again up to `retries` times,
/// waiting what the host asks (else a growing pause) when that wait ends before the deadline.
/// Waits run on the injected clock. Counts what it waited for, for the report.
public final class DownloadPacer: Sendable {
    /// `--retries`' default.
    public static let defaultRetries = 3
    /// The longest wait for a host when the command has no deadline.
    static let longestWaitWithoutDeadline: Duration = .seconds(600)

    /// What the downloads waited for, for the report.
    public struct Summary: Sendable, Hashable {
        /// Transfers tried again, each retry counted.
        public var retries = 0
        /// Retries a host asked for with HTTP 429 or 503.
        public var busyRetries = 0
        /// The hosts that were tried again.
        public var hosts: Set<String> = []
        /// The longest single wait.
        public var longestWait: Duration = .zero
    }

    public let maximumPerHost: Int
    public let retries: Int
    public let requestsPerSecond: Double?
    let clock: any RetryClock
    private let random: @Sendable () -> Double
    private let slots: HostConcurrencyLimiter
    private let starts = Mutex<[String: ContinuousClock.Instant]>([:])
    private let counts = Mutex(Summary())

    /// - Parameters:
    ///   - retries: how many times one transfer is tried again (0: never).
    ///   - requestsPerSecond: the most requests a second against one host; nil: no bound.
    ///   - clock: time and waiting (tests pass one that does not really wait).
    ///   - random: the jitter of the growing pauses, a value in 0...1.
    public init(
        maximumPerHost: Int = MediaDownloader.defaultMaximumPerHost,
        retries: Int = defaultRetries,
        requestsPerSecond: Double? = nil,
        clock: any RetryClock = SystemRetryClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }
    ) {
        self.maximumPerHost = max(1, maximumPerHost)
        self.retries = max(0, retries)
        self.requestsPerSecond = requestsPerSecond.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.clock = clock
        self.random = random
        slots = HostConcurrencyLimiter(limit: self.maximumPerHost)
    }

    /// What was waited for so far.
    public var summary: Summary { counts.withLock { $0 } }

    /// `body` run while holding one of the host's slots.
    ///
    /// - Throws: `CancellationError` when cancelled before a slot was free; else `body`'s error.
    func holdingSlot<Result: Sendable>(
        for key: String,
        _ body: () async throws -> Result
    ) async throws -> Result {
        try await slots.holdingSlot(for: key, body)
    }

    /// Waits until the host may be sent another request under `requestsPerSecond` (at once
    /// without a bound): each request is given the next start at least 1/rate after the last.
    ///
    /// - Throws: `CancellationError` when cancelled while waiting.
    func awaitTurn(_ key: String) async throws {
        guard let requestsPerSecond else { return }
        let interval = Duration.seconds(1 / requestsPerSecond)
        let now = clock.now
        let start = starts.withLock { starts in
            let start = starts[key].map { max(now, $0 + interval) } ?? now
            starts[key] = start
            return start
        }
        if start > now {
            try await clock.sleep(for: start - now)
        } else {
            try Task.checkCancellation()
        }
    }

    /// The wait before retry `retry` (1 for the first) after an answer of `status` (nil: a
    /// dropped connection) with `retryAfter`, or why not to retry: the retries are used up, the
    /// answer is final, or the wait would end past `deadline`.
    func delay(
        retry: Int,
        status: Int?,
        retryAfter: Duration?,
        deadline: ContinuousClock.Instant?
    ) -> RetryDecision {
        if let status, ![408, 429, 500, 502, 503, 504].contains(status) { return .final }
        guard retry <= retries else { return .final }
        let honoured = [429, 503].contains(status) ? retryAfter : nil
        let backoff = RetryPolicy(
            maximumAttempts: retries + 1,
            baseDelay: .milliseconds(500),
            maximumDelay: .seconds(8),
            deadline: .zero
        )
        .backoff(retry: retry, random: random())
        let wait = max(.zero, honoured ?? backoff)
        let limit = deadline.map { $0 - clock.now } ?? Self.longestWaitWithoutDeadline
        guard wait < limit else { return .pastDeadline(wait) }
        return .wait(wait)
    }

    /// Counts one retry of `host` after waiting `wait`.
    func recordRetry(host: String, wait: Duration, busy: Bool) {
        counts.withLock { summary in
            summary.retries += 1
            summary.busyRetries += busy ? 1 : 0
            summary.hosts.insert(host)
            summary.longestWait = max(summary.longestWait, wait)
        }
    }

    /// Whether and how long to wait before trying again.
    enum RetryDecision: Equatable {
        case wait(Duration)
        /// The host asked for (or the pause would be) this long, past the time left.
        case pastDeadline(Duration)
        case final
    }
}
