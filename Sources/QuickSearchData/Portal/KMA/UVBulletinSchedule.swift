import Foundation
import QuickSearchDomain

/// When KMA's UV bulletins come out: at 06 and 18 h, Korea time.
public enum UVBulletinSchedule {
    /// The bulletin hours.
    static let hours = [6, 18]

    /// The newest bulletin at `now`.
    public static func latest(at now: Date) -> Date {
        let calendar = KoreaTime.calendar
        let startOfDay = calendar.startOfDay(for: now)
        let candidates = ([-1, 0] as [Double]).flatMap { day in
            hours.map { startOfDay.addingTimeInterval(day * 24 * 3600 + Double($0) * 3600) }
        }
        return candidates.last { $0 <= now } ?? startOfDay.addingTimeInterval(-6 * 3600)
    }

    /// The bulletin before `bulletin` (for a `NO_DATA` answer on the newest).
    public static func previous(before bulletin: Date) -> Date {
        bulletin.addingTimeInterval(-12 * 3600)
    }

    /// When the bulletin after the one current at `now` comes out.
    public static func nextPublication(after now: Date) -> Date {
        latest(at: now).addingTimeInterval(12 * 3600)
    }

    /// The `time` parameter: `yyyyMMddHH` in Korea time.
    static func timeParameter(_ bulletin: Date) -> String {
        // Two strings, not a string and a substring, whose generic append looks witnesses up.
        KMADateTime.date(bulletin) + String(KMADateTime.time(bulletin).prefix(2))
    }
}
