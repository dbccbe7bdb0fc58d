import Foundation

/// The weather now: the now-cast's observation (temperature, the last hour's rain, humidity,
/// wind, precipitation type) with the sky from the ultra-short forecast, which the now-cast lacks.
public struct CurrentConditions: Sendable, Hashable, Codable {
    /// The observation's base time.
    public var observedAt: Date
    /// °C.
    public var temperature: Double?
    /// %.
    public var humidity: Int?
    /// Rain in the last hour, mm.
    public var rainLastHour: PrecipitationAmount?
    public var precipitationType: PrecipitationType?
    /// The ultra-short forecast's sky for the hour nearest the observation.
    public var sky: SkyState?
    public var condition: WeatherCondition?
    public var symbol: WeatherSymbol?
    /// m/s.
    public var windSpeed: Double?
    public var windDirection: WindDirection?
    /// Whether the observation was older than `NowcastFreshness.staleAfter` when the report was
    /// made: shown with its age, never as the weather now.
    public var isStale = false

    /// The conditions at `point` from the now-cast's values (all of one base; the first of each
    /// quantity at the newest time counts, a sky among them does not) and the ultra-short
    /// forecast's sky nearest that time; nil when the now-cast has no values.
    public init?(nowcast: [ForecastItem], ultraShortForecast: ShortTermForecast?, at point: GeoCoordinate) {
        guard let observedAt = nowcast.map(\.time).max() else { return nil }
        var values: [WeatherValue] = []
        for item in nowcast where item.time == observedAt {
            if case .sky = item.value { continue }
            values.append(item.value)
        }
        if let sky = ultraShortForecast?.sky(nearest: observedAt) {
            values.append(.sky(sky))
        }
        let hour = HourlyForecast(
            time: observedAt,
            values: values,
            isDaytime: SolarDay.isDaytime(observedAt, at: point)
        )
        self.observedAt = observedAt
        temperature = hour.temperature
        humidity = hour.humidity
        rainLastHour = hour.precipitation
        precipitationType = hour.precipitationType
        sky = hour.sky
        condition = hour.condition
        symbol = hour.symbol
        windSpeed = hour.windSpeed
        windDirection = hour.windDirection
    }
}
