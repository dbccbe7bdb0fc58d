import Foundation

/// A day's low or high: the one the forecast gives for the day when it gives one, else derived
/// from the day's hourly temperatures (and marked so).
public struct DailyTemperature: Sendable, Hashable, Codable {
    /// °C.
    public var value: Double
    /// True when the forecast gave none for the day and this is the min/max of its hours'.
    public var isDerived: Bool
}

/// One Korea-time day of the forecast.
public struct DailyForecast: Sendable, Hashable, Codable {
    /// Midnight starting the day, Korea time.
    public var date: Date
    public var low: DailyTemperature?
    public var high: DailyTemperature?
    /// By `WeatherCondition.daily`: any precipitation (rain, then snow, then sleet), else the
    /// majority sky; nil for a day without any hour's condition.
    public var condition: WeatherCondition?
    /// The day's highest chance of precipitation, %.
    public var chanceOfRain: Int?
    /// Sunrise and sunset at the place.
    public var sun: SolarDay?
}

extension DailyForecast {
    /// The day starting at `date` from its hours and the low and high the forecast gives for it
    /// (nil when it gives none).
    public init(
        date: Date,
        hours: [HourlyForecast],
        reportedLow: Double?,
        reportedHigh: Double?,
        at point: GeoCoordinate
    ) {
        let temperatures = hours.compactMap(\.temperature)
        func temperature(_ reported: Double?, derived: Double?) -> DailyTemperature? {
            if let reported {
                return DailyTemperature(value: reported, isDerived: false)
            }
            return derived.map { DailyTemperature(value: $0, isDerived: true) }
        }
        self.init(
            date: date,
            low: temperature(reportedLow, derived: temperatures.min()),
            high: temperature(reportedHigh, derived: temperatures.max()),
            condition: WeatherCondition.daily(hours.compactMap(\.condition)),
            chanceOfRain: hours.compactMap(\.chanceOfRain).max(),
            sun: SolarDay(at: point, on: date.addingTimeInterval(12 * 3600))
        )
    }
}
