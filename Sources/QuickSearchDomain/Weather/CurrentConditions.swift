import Foundation

/// The weather now: the now-cast observation (`getUltraSrtNcst`: T1H, RN1, REH, WSD, VEC, PTY)
/// with the sky from the ultra-short forecast (`getUltraSrtFcst` SKY), which the now-cast lacks.
public struct CurrentConditions: Sendable, Hashable, Codable {
    /// The observation's base time.
    public var observedAt: Date
    /// °C.
    public var temperature: Double?
    /// %.
    public var humidity: Int?
    /// Rain in the last hour (`RN1`), mm.
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

    /// The conditions at `point` from the now-cast rows (all of one base) and the ultra-short
    /// forecast; nil when the now-cast has no rows.
    public init?(nowcast: [ForecastItem], ultraShortForecast: ShortTermForecast?, at point: GeoCoordinate) {
        guard let observedAt = nowcast.map(\.time).max() else { return nil }
        var values: [String: String] = [:]
        for item in nowcast where item.time == observedAt && values[item.category] == nil {
            values[item.category] = item.value
        }
        values["SKY"] = ultraShortForecast?.value("SKY", nearest: observedAt)
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
