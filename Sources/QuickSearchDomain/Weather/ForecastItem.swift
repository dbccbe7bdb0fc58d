import Foundation

/// One value of a forecast or an observation, for the time it is for.
public struct ForecastItem: Sendable, Hashable, Codable {
    /// The hour the value is for (an observation's time; a day's low or high names a time of its day).
    public var time: Date
    public var value: WeatherValue

    public init(time: Date, value: WeatherValue) {
        self.time = time
        self.value = value
    }
}
