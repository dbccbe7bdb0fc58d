import Foundation

/// One forecast hour (or, on far days, three): each value checked, nil when KMA sent none or
/// one that cannot be (a missing sentinel, a number out of range, text it does not write).
public struct HourlyForecast: Sendable, Hashable, Codable {
    public var time: Date
    /// °C (`TMP`, or `T1H` in the ultra-short forecast).
    public var temperature: Double?
    public var sky: SkyState?
    public var precipitationType: PrecipitationType?
    /// Precipitation when any falls, else the sky.
    public var condition: WeatherCondition?
    /// The condition's picture, by day or night at the place.
    public var symbol: WeatherSymbol?
    /// `POP`, %.
    public var chanceOfRain: Int?
    /// `PCP` (or `RN1`), mm.
    public var precipitation: PrecipitationAmount?
    /// `SNO`, cm.
    public var snowfall: PrecipitationAmount?
    /// `WSD`, m/s.
    public var windSpeed: Double?
    public var windDirection: WindDirection?
    /// `REH`, %.
    public var humidity: Int?

    /// The hour at `time` from its values by category; `isDaytime` picks the symbol's variant.
    public init(time: Date, values: [String: String], isDaytime: Bool) {
        self.time = time
        temperature = ForecastValue.number(values["TMP"] ?? values["T1H"], in: ForecastValue.temperatures)
        sky = ForecastValue.integer(values["SKY"], in: 1...4).flatMap(SkyState.init(rawValue:))
        precipitationType = ForecastValue.integer(values["PTY"], in: 0...7).flatMap(PrecipitationType.init(code:))
        condition = WeatherCondition(reportedSky: sky, precipitation: precipitationType)
        symbol = condition.map { WeatherSymbol($0, isDaytime: isDaytime) }
        chanceOfRain = ForecastValue.integer(values["POP"], in: ForecastValue.percentages)
        precipitation = (values["PCP"] ?? values["RN1"]).flatMap {
            PrecipitationAmount(forecastText: $0, unit: .millimetres)
        }
        snowfall = values["SNO"].flatMap { PrecipitationAmount(forecastText: $0, unit: .centimetres) }
        windSpeed = ForecastValue.number(values["WSD"], in: ForecastValue.windSpeeds)
        windDirection = WindDirection(forecastText: values["VEC"])
        humidity = ForecastValue.integer(values["REH"], in: ForecastValue.percentages)
    }
}
