/// The picture for an hour or a day: the condition, with day and night variants where the sky
/// shows (clear and partly cloudy). Renderers map it to glyphs; JSON carries the raw value.
public enum WeatherSymbol: String, Sendable, Hashable, Codable, CaseIterable {
    case clearDay = "clear-day"
    case clearNight = "clear-night"
    case partlyCloudyDay = "partly-cloudy-day"
    case partlyCloudyNight = "partly-cloudy-night"
    case overcast
    case rain
    case sleet
    case snow

    /// The symbol of `condition` by day or by night.
    public init(_ condition: WeatherCondition, isDaytime: Bool) {
        switch condition {
        case .sky(.clear): self = isDaytime ? .clearDay : .clearNight
        case .sky(.partlyCloudy): self = isDaytime ? .partlyCloudyDay : .partlyCloudyNight
        case .sky(.overcast), .precipitation(.none): self = .overcast
        case .precipitation(.rain): self = .rain
        case .precipitation(.sleet): self = .sleet
        case .precipitation(.snow): self = .snow
        }
    }
}
