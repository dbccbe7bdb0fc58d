import Foundation
import QuickSearchDomain

/// When AirKorea's fine-dust forecast comes out: four releases a day, at 05, 11, 17 and 23 h
/// Korea time, each readable about ten minutes later (`availability`).
public enum DustForecastSchedule {
    /// The release hours.
    static let hours = [5, 11, 17, 23]
    /// How long after its hour a release is asked for.
    public static let availability: TimeInterval = 15 * 60

    /// The newest release readable at `now` (its hour, not its availability).
    public static func latest(at now: Date) -> Date {
        let startOfDay = KoreaTime.calendar.startOfDay(for: now)
        let candidates = ([-1, 0] as [Double]).flatMap { day in
            hours.map { startOfDay.addingTimeInterval(day * 86_400 + Double($0) * 3600) }
        }
        return candidates.last { $0.addingTimeInterval(availability) <= now }
            ?? startOfDay.addingTimeInterval(-86_400 + 23 * 3600)
    }

    /// When the release after the one readable at `now` becomes readable.
    public static func nextAvailability(after now: Date) -> Date {
        let latest = latest(at: now)
        let hour = KoreaTime.calendar.component(.hour, from: latest)
        let gap = hour == 23 ? 6 : (hours.first { $0 > hour } ?? 29) - hour
        return latest.addingTimeInterval(TimeInterval(gap) * 3600 + availability)
    }
}
