import Foundation

/// How current a now-cast observation is at a clock time, by KMA's schedule (api-facts.md §6):
/// a base every hour on the hour, published from HH:10 (HH:40 in older guides), and only the
/// last three days served.
public enum NowcastFreshness: Sendable, Hashable {
    /// Within the schedule: the newest observation, or the one before while it is published.
    case current
    /// Older than `staleAfter`: shown with its age and marked stale, never as the weather now.
    case stale
    /// Not an observation to show: timed after the clock, or older than KMA keeps.
    case refused

    /// One hourly base plus the latest publication a guide gives (40 minutes): an observation
    /// older than this has missed at least one base that should have replaced it.
    public static let staleAfter: TimeInterval = 100 * 60
    /// KMA serves the last three days only: an older observation cannot be a real answer.
    public static let refusedAfter: TimeInterval = 3 * 24 * 3600

    /// The freshness of an observation made at `observedAt`, seen at `now`.
    public init(observedAt: Date, now: Date) {
        let age = now.timeIntervalSince(observedAt)
        if age < 0 || age > Self.refusedAfter {
            self = .refused
        } else {
            self = age > Self.staleAfter ? .stale : .current
        }
    }
}
