/// A pollutant the national air-quality forecast grades: the two particulate sizes all year,
/// ozone in its season (spring to autumn).
public enum ForecastPollutant: String, Sendable, Hashable, Codable, DeclarationOrdered {
    case pm10, pm25, ozone

    /// The JSON name (`pm10`, `pm25`, `o3`), as the readings' keys.
    public var key: String {
        switch self {
        case .pm10: "pm10"
        case .pm25: "pm25"
        case .ozone: "o3"
        }
    }

    /// The name people read (`PM10`, `PM2.5`, `O3`).
    public var label: String {
        switch self {
        case .pm10: "PM10"
        case .pm25: "PM2.5"
        case .ozone: "O3"
        }
    }
}
