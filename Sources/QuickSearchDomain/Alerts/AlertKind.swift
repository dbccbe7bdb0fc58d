/// What an alert is about: a weather phenomenon the national warnings cover, or a fine-dust size.
public enum AlertKind: String, Sendable, Hashable, CaseIterable, Codable, KoreanNamed {
    case heavyRain, heavySnow, coldWave, heatWave, strongWind, highSeas, typhoon, dryness, yellowDust, fog
    case stormSurge, tsunami
    case pm10, pm25

    /// The Korean name (`호우`, `강풍`, `미세먼지`).
    public var koreanName: String {
        switch self {
        case .heavyRain: "호우"
        case .heavySnow: "대설"
        case .coldWave: "한파"
        case .heatWave: "폭염"
        case .strongWind: "강풍"
        case .highSeas: "풍랑"
        case .typhoon: "태풍"
        case .dryness: "건조"
        case .yellowDust: "황사"
        case .fog: "안개"
        case .stormSurge: "폭풍해일"
        case .tsunami: "지진해일"
        case .pm10: "미세먼지"
        case .pm25: "초미세먼지"
        }
    }

    /// The stable JSON name (`heavy-rain`, `strong-wind`, `pm10`).
    public var key: String {
        switch self {
        case .heavyRain: "heavy-rain"
        case .heavySnow: "heavy-snow"
        case .coldWave: "cold-wave"
        case .heatWave: "heat-wave"
        case .strongWind: "strong-wind"
        case .highSeas: "high-seas"
        case .typhoon: "typhoon"
        case .dryness: "dry"
        case .yellowDust: "yellow-dust"
        case .fog: "fog"
        case .stormSurge: "storm-surge"
        case .tsunami: "tsunami"
        case .pm10: "pm10"
        case .pm25: "pm25"
        }
    }

    /// The weather phenomenon a Korean name stands for; nil for any other text (and for the
    /// fine-dust kinds, which are not weather warnings).
    public init?(weatherName: String) {
        guard let found = Self(koreanName: weatherName), found != .pm10, found != .pm25 else { return nil }
        self = found
    }
}
