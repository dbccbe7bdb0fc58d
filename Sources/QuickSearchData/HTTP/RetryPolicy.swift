/// When and how long to wait before trying a request again.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included.
    public var maximumAttempts: Int
    /// Delay before the first retry; doubled for each later one.
    public var baseDelay: Duration
    /// No single wait is longer than this (a longer `Retry-After` gives up instead).
    public var maximumDelay: Duration
    /// No retry starts after this much time has passed since the first attempt.
    public var deadline: Duration

    /// Three attempts, 250 ms then 500 ms (with jitter), waits of at most 5 s, 20 s in all.
    public static let standard = RetryPolicy(
        maximumAttempts: 3,
        baseDelay: .milliseconds(250),
        maximumDelay: .seconds(5),
        deadline: .seconds(20)
    )

    /// A single attempt.
    public static let none = RetryPolicy(maximumAttempts: 1, baseDelay: .zero, maximumDelay: .zero, deadline: .zero)

    /// Exponential backoff for the given retry (1 = first retry), with "equal jitter":
    /// half the step fixed, half random, so concurrent clients spread out.
    public func backoff(retry: Int, random: Double) -> Duration {
        let step = baseDelay * (1 << min(max(retry - 1, 0), 16))
        let capped = min(step, maximumDelay)
        return capped / 2 + (capped / 2) * min(max(random, 0), 1)
    }

    /// Whether a response status is worth another attempt.
    public static func isRetryable(status: Int) -> Bool {
        status == 429 || status == 408 || (500...599).contains(status) && status != 501
    }
}
