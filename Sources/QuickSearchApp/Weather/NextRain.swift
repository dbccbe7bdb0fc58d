import Foundation
import QuickSearchDomain

/// The next hour of rain, sleet or snow in the coming 24 hours of a report's forecast: the
/// first forecast hour from the current one whose condition is precipitation.
struct NextRain: Sendable, Hashable {
    /// How far ahead is looked.
    static let window: TimeInterval = 24 * 3600

    var time: Date
    var condition: WeatherCondition
    var chance: Int?

    /// The first such hour of `report` from the hour holding `now`; nil when none. Linear in
    /// the hours.
    init?(_ report: WeatherReport, now: Date) {
        let hourStart = now.addingTimeInterval(-now.timeIntervalSince1970.truncatingRemainder(dividingBy: 3600))
        guard
            let hour = report.hourly.first(where: { hour in
                guard hour.time >= hourStart, hour.time < now.addingTimeInterval(Self.window),
                    case .precipitation(let type)? = hour.condition
                else { return false }
                return type != .none
            }), let condition = hour.condition
        else { return nil }
        time = hour.time
        self.condition = condition
        chance = WeatherText.percent(hour.chanceOfRain)
    }

    /// `15시 비 60%` (`내일 03시 눈 70%` on the next day).
    func text(now: Date) -> String {
        let hour = KoreaTime.calendar.component(.hour, from: time)
        let day = KoreaTime.calendar.isDate(time, inSameDayAs: now) ? "" : "내일 "
        return "\(day)\(DecimalText.padded(hour, width: 2))시 \(condition.koreanName)" + (chance.map { " \($0)%" } ?? "")
    }
}
