import Foundation

/// A KMA forecast answer (`getVilageFcst`, or `getUltraSrtFcst`) read into hours and days.
/// Rows repeating a category and time keep the first; `TMN`/`TMX` rows are kept by day.
public struct ShortTermForecast: Sendable, Hashable {
    /// The forecast times, earliest first (hourly, then 3-hourly on far days).
    public let times: [Date]
    private let values: [Date: [String: String]]
    private let lows: [Date: String]
    private let highs: [Date: String]

    public init(items: [ForecastItem]) {
        var values: [Date: [String: String]] = [:]
        var lows: [Date: String] = [:]
        var highs: [Date: String] = [:]
        let calendar = KoreaTime.calendar
        for item in items {
            switch item.category {
            case "TMN":
                lows[calendar.startOfDay(for: item.time)] = lows[calendar.startOfDay(for: item.time)] ?? item.value
            case "TMX":
                highs[calendar.startOfDay(for: item.time)] = highs[calendar.startOfDay(for: item.time)] ?? item.value
            default:
                if values[item.time]?[item.category] == nil {
                    values[item.time, default: [:]][item.category] = item.value
                }
            }
        }
        self.values = values
        self.lows = lows
        self.highs = highs
        times = values.keys.sorted()
    }

    /// Whether the answer had no forecast hours.
    public var isEmpty: Bool {
        times.isEmpty
    }

    /// The rows of `hours` hours (at most ten days) from the hour holding `now`, or from the
    /// first forecast hour after it: 24 hourly rows for `hours: 24`, fewer where rows are 3-hourly.
    public func hourly(at point: GeoCoordinate, from now: Date, hours: Int) -> [HourlyForecast] {
        guard let first = times.first(where: { $0.addingTimeInterval(3600) > now }) else { return [] }
        let end = first.addingTimeInterval(TimeInterval(max(0, min(hours, 24 * 10))) * 3600)
        return times.filter { $0 >= first && $0 < end }.map(hour(at: point))
    }

    /// Every day from the one holding `now` that the forecast covers.
    public func daily(at point: GeoCoordinate, from now: Date) -> [DailyForecast] {
        let calendar = KoreaTime.calendar
        let today = calendar.startOfDay(for: now)
        let hoursByDay = Dictionary(grouping: times.map(hour(at: point))) { calendar.startOfDay(for: $0.time) }
        let days = Set(hoursByDay.keys).union(lows.keys).union(highs.keys).filter { $0 >= today }.sorted()
        return days.map { day in
            DailyForecast(
                date: day,
                hours: hoursByDay[day] ?? [],
                reportedLow: lows[day],
                reportedHigh: highs[day],
                at: point
            )
        }
    }

    /// The value of `category` for the time nearest `date` (the earlier on a tie).
    public func value(_ category: String, nearest date: Date) -> String? {
        let candidates = times.filter { values[$0]?[category] != nil }
        let nearest = candidates.min { abs($0.timeIntervalSince(date)) < abs($1.timeIntervalSince(date)) }
        return nearest.flatMap { values[$0]?[category] }
    }

    private func hour(at point: GeoCoordinate) -> (Date) -> HourlyForecast {
        { time in
            HourlyForecast(time: time, values: values[time] ?? [:], isDaytime: SolarDay.isDaytime(time, at: point))
        }
    }
}
