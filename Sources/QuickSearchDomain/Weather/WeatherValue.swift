/// One observed or forecast value of the weather, in its quantity's unit. The data layer reads
/// each upstream's forms into these and keeps only the plausible ones (`isPlausible`).
public enum WeatherValue: Sendable, Hashable, Codable {
    /// The air temperature, °C.
    case temperature(Double)
    /// The day's lowest temperature as forecast for the day, °C.
    case dailyLow(Double)
    /// The day's highest temperature as forecast for the day, °C.
    case dailyHigh(Double)
    case sky(SkyState)
    case precipitationType(PrecipitationType)
    /// The chance of precipitation, %.
    case chanceOfRain(Int)
    /// The hour's rain (or its water), mm.
    case precipitation(PrecipitationAmount)
    /// The hour's new snow, cm.
    case snowfall(PrecipitationAmount)
    /// Relative humidity, %.
    case humidity(Int)
    /// m/s.
    case windSpeed(Double)
    case windDirection(WindDirection)
    /// The wind's west-to-east component, m/s (negative from the east).
    case eastwardWind(Double)
    /// The wind's south-to-north component, m/s (negative from the north).
    case northwardWind(Double)
    /// Wave height, m.
    case waveHeight(Double)
    /// Lightning: the strength forecast for the cell, kA.
    case lightning(Double)

    /// Temperatures a forecast can give, °C: beyond any measured in Korea by far, short of nonsense.
    public static let temperatures: ClosedRange<Double> = -80...70
    /// Percentages (a chance, a humidity).
    public static let percentages: ClosedRange<Int> = 0...100
    /// Wind speeds, m/s.
    public static let windSpeeds: ClosedRange<Double> = 0...100
    /// Wind components, m/s.
    public static let windComponents: ClosedRange<Double> = -100...100

    /// Whether the value is one its quantity can be: a temperature within `temperatures`, a
    /// percentage within `percentages`, a wind speed within `windSpeeds`, a component within
    /// `windComponents`, a wave height or lightning finite and not negative. Skies, types,
    /// directions and amounts are checked by their own types.
    public var isPlausible: Bool {
        switch self {
        case .temperature(let value), .dailyLow(let value), .dailyHigh(let value):
            Self.temperatures.contains(value)
        case .chanceOfRain(let value), .humidity(let value):
            Self.percentages.contains(value)
        case .windSpeed(let value):
            Self.windSpeeds.contains(value)
        case .eastwardWind(let value), .northwardWind(let value):
            Self.windComponents.contains(value)
        case .waveHeight(let value), .lightning(let value):
            value.isFinite && value >= 0
        case .sky, .precipitationType, .precipitation, .snowfall, .windDirection:
            true
        }
    }
}
