import Foundation

/// One forecast hour (or, on far days, three): nil where the forecast gave no value for it.
public struct HourlyForecast: Sendable, Hashable, Codable {
    public var time: Date
    /// °C.
    public var temperature: Double?
    public var sky: SkyState?
    public var precipitationType: PrecipitationType?
    /// Precipitation when any falls, else the sky.
    public var condition: WeatherCondition?
    /// The condition's picture, by day or night at the place.
    public var symbol: WeatherSymbol?
    /// The chance of precipitation, %.
    public var chanceOfRain: Int?
    /// The hour's rain, mm.
    public var precipitation: PrecipitationAmount?
    /// The hour's new snow, cm.
    public var snowfall: PrecipitationAmount?
    /// m/s.
    public var windSpeed: Double?
    public var windDirection: WindDirection?
    /// Relative humidity, %.
    public var humidity: Int?

    /// The hour at `time` from its values, the first of each quantity counting (a day's low and
    /// high and the wind's components are not an hour's); `isDaytime` picks the symbol's variant.
    public init(time: Date, values: [WeatherValue], isDaytime: Bool) {
        self.time = time
        for value in values {
            switch value {
            case .temperature(let degrees): temperature = temperature ?? degrees
            case .sky(let state): sky = sky ?? state
            case .precipitationType(let type): precipitationType = precipitationType ?? type
            case .chanceOfRain(let percent): chanceOfRain = chanceOfRain ?? percent
            case .precipitation(let amount): precipitation = precipitation ?? amount
            case .snowfall(let amount): snowfall = snowfall ?? amount
            case .windSpeed(let speed): windSpeed = windSpeed ?? speed
            case .windDirection(let direction): windDirection = windDirection ?? direction
            case .humidity(let percent): humidity = humidity ?? percent
            case .dailyLow, .dailyHigh, .eastwardWind, .northwardWind, .waveHeight, .lightning: continue
            }
        }
        condition = WeatherCondition(reportedSky: sky, precipitation: precipitationType)
        symbol = condition.map { WeatherSymbol($0, isDaytime: isDaytime) }
    }
}
