import Foundation

/// The short-term forecasts and the observation, and when each publishes a new base.
public enum ForecastOperation: Sendable, Hashable, CaseIterable, Codable {
    /// The observed now-cast: base HH00, published from HH:10.
    case nowcast
    /// The ultra-short forecast: six hours ahead, base HH30, published from HH:45.
    case ultraShortForecast
    /// The village forecast: about three to five days, bases 02, 05, …, 23 h, each published
    /// 10 minutes later.
    case villageForecast

    /// The newest base published at `now`.
    public func latestBase(at now: Date) -> ForecastBase {
        var candidate = base(atOrBefore: now)
        while candidate.publishedAt(self) > now {
            candidate = previousBase(before: candidate)
        }
        return candidate
    }

    /// The base before `base` (for when the newest one has nothing yet).
    public func previousBase(before base: ForecastBase) -> ForecastBase {
        ForecastBase(issuedAt: base.issuedAt.addingTimeInterval(-interval))
    }

    /// When the base after the one current at `now` is published: when a cached answer
    /// stops being the newest.
    public func nextPublication(after now: Date) -> Date {
        let latest = latestBase(at: now)
        return ForecastBase(issuedAt: latest.issuedAt.addingTimeInterval(interval)).publishedAt(self)
    }

    /// Whether a row timed `time` can belong to `base`: the now-cast observes at the base itself;
    /// the ultra-short forecast covers the six hours after it; the village forecast the rest of
    /// the base's day and the five days after (the longest it reaches, days 4–5 3-hourly).
    public func covers(_ time: Date, base: ForecastBase) -> Bool {
        switch self {
        case .nowcast:
            return time == base.issuedAt
        case .ultraShortForecast:
            return time >= base.issuedAt && time <= base.issuedAt.addingTimeInterval(6 * 3600)
        case .villageForecast:
            let end = KoreaTime.calendar.startOfDay(for: base.issuedAt).addingTimeInterval(6 * 24 * 3600)
            return time >= base.issuedAt && time < end
        }
    }

    /// Time between two bases.
    var interval: TimeInterval {
        self == .villageForecast ? 3 * 3600 : 3600
    }

    /// Minutes from a base's nominal time to its publication.
    var publicationDelay: TimeInterval {
        switch self {
        case .nowcast: 10 * 60
        case .ultraShortForecast: 15 * 60
        case .villageForecast: 10 * 60
        }
    }

    /// The latest nominal base time at or before `date`, ignoring publication. Korea keeps no
    /// daylight saving time, so bases are fixed offsets from the start of the hour.
    private func base(atOrBefore date: Date) -> ForecastBase {
        let calendar = KoreaTime.calendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        let startOfHour =
            calendar.date(
                from: DateComponents(
                    year: parts.year,
                    month: parts.month,
                    day: parts.day,
                    hour: hour
                )
            ) ?? date
        let offset: TimeInterval
        switch self {
        case .nowcast:
            offset = 0
        case .ultraShortForecast:
            offset = minute >= 30 ? 30 * 60 : -30 * 60
        case .villageForecast:
            // Bases at 02, 05, …, 23: back to the latest hour h ≤ hour with h ≡ 2 (mod 3).
            offset = -TimeInterval((hour + 1) % 3) * 3600
        }
        return ForecastBase(issuedAt: startOfHour.addingTimeInterval(offset))
    }
}
