import Foundation

/// English phrases for a time relative to now, such as "2 hours ago", "yesterday" or "in 3 days".
///
/// Under 45 seconds either way: "just now". Under 45 minutes: minutes; under 22 hours:
/// hours. Beyond that, calendar days in `timeZone` decide: one day is "yesterday" or
/// "tomorrow", then days up to 6, weeks up to 4, months (of 30 days) up to 12, then years.
public struct RelativeTime: Sendable, Hashable {
    /// The time zone whose calendar days count for "yesterday" and "in 3 days".
    public let timeZone: TimeZone

    /// A formatter counting days in `timeZone` (pass the user's, e.g. `.current`, from the caller).
    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The phrase for `date` seen from `now`.
    public func describe(_ date: Date, relativeTo now: Date) -> String {
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite else { return "at an unknown time" }
        let magnitude = abs(seconds)
        let future = seconds > 0
        if magnitude < 45 { return "just now" }
        if magnitude < 45 * 60 {
            return phrase(max(1, Int((magnitude / 60).rounded())), "minute", future: future)
        }
        if magnitude < 22 * 3_600 {
            return phrase(max(1, Int((magnitude / 3_600).rounded())), "hour", future: future)
        }
        let days = calendarDays(from: now, to: date, approximateSeconds: seconds)
        let count = abs(days)
        switch count {
        case 0, 1: return future ? "tomorrow" : "yesterday"
        case 2...6: return phrase(count, "day", future: future)
        case 7...29: return phrase(count / 7, "week", future: future)
        case 30...364: return phrase(count / 30, "month", future: future)
        default: return phrase(count / 365, "year", future: future)
        }
    }

    private func phrase(_ count: Int, _ unit: String, future: Bool) -> String {
        let units = count == 1 ? unit : unit + "s"
        return future ? "in \(count) \(units)" : "\(count) \(units) ago"
    }

    /// Whole calendar days from `now`'s day to `date`'s day; beyond a few centuries,
    /// days of 86,400 seconds, which keeps the calendar out of extreme dates.
    private func calendarDays(from now: Date, to date: Date, approximateSeconds seconds: Double) -> Int {
        let approximateDays = seconds / 86_400
        guard abs(approximateDays) < 100_000 else {
            return Int(max(-1e15, min(1e15, approximateDays)))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.startOfDay(for: now)
        let end = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: start, to: end).day ?? Int(approximateDays.rounded())
    }
}
