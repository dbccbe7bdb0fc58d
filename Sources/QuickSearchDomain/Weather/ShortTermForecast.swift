import Foundation

/// A forecast answer (the village forecast, or the ultra-short one) read into hours and days.
/// Values repeating a quantity and time keep the first; a day's low and high are kept by day.
public struct ShortTermForecast: Sendable, Hashable {
    /// The forecast times, earliest first (hourly, then 3-hourly on far days).
    public let times: [Date]
    private let values: [Date: [WeatherValue]]
    private let lows: [Date: Double]
    private let highs: [Date: Double]

    /// The forecast of `items`, in their order. Linear in the items.
    public init(items: [ForecastItem]) {
        var values: [Date: [WeatherValue]] = [:]
        var lows: [Date: Double] = [:]
        var highs: [Date: Double] = [:]
        let calendar = KoreaTime.calendar
        for item in items {
            switch item.value {
            case .dailyLow(let degrees):
                lows[calendar.startOfDay(for: item.time)] = lows[calendar.startOfDay(for: item.time)] ?? degrees
            case .dailyHigh(let degrees):
                highs[calendar.startOfDay(for: item.time)] = highs[calendar.startOfDay(for: item.time)] ?? degrees
            default:
                values[item.time, default: []].append(item.value)
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

    /// The forecast row holding `time`: the latest forecast time at or before it on the same
    /// Korea-time day, at most three hours before (the far days are 3-hourly); nil when the
    /// forecast has none. Linear in the forecast times.
    public func hour(holding time: Date, at point: GeoCoordinate) -> HourlyForecast? {
        let calendar = KoreaTime.calendar
        guard
            let slot = times.last(where: {
                $0 <= time && time.timeIntervalSince($0) < 3 * 3600 && calendar.isDate($0, inSameDayAs: time)
            })
        else { return nil }
        return hour(at: point)(slot)
    }

    /// The last Korea-time day the forecast has a row for.
    public var lastDay: Date? {
        times.last.map(KoreaTime.calendar.startOfDay)
    }

    /// The sky for the time nearest `date` that has one (the earlier on a tie).
    public func sky(nearest date: Date) -> SkyState? {
        let skies = times.compactMap { time in Self.sky(in: values[time] ?? []).map { (time, $0) } }
        let nearest = skies.min { abs($0.0.timeIntervalSince(date)) < abs($1.0.timeIntervalSince(date)) }
        return nearest?.1
    }

    /// The first sky among `values`.
    private static func sky(in values: [WeatherValue]) -> SkyState? {
        for case .sky(let state) in values {
            return state
        }
        return nil
    }

    private func hour(at point: GeoCoordinate) -> (Date) -> HourlyForecast {
        { time in
            HourlyForecast(time: time, values: values[time] ?? [], isDaytime: SolarDay.isDaytime(time, at: point))
        }
    }
}
