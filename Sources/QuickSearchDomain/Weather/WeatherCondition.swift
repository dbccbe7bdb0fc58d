/// How much of the sky is covered, from clear to overcast (the order ties are broken in).
public enum SkyState: Sendable, Hashable, Codable, CaseIterable {
    case clear
    case partlyCloudy
    case overcast
}

/// The kind of precipitation falling: showers and drizzle count as rain, rain with snow and
/// drizzle with flurries as sleet, flurries as snow.
public enum PrecipitationType: Sendable, Hashable, Codable, CaseIterable {
    case none
    case rain
    case sleet
    case snow
}

/// What one hour, or one day, looks like: a precipitation type when any falls, else the sky.
public enum WeatherCondition: Sendable, Hashable, Codable {
    case sky(SkyState)
    case precipitation(PrecipitationType)

    /// One hour: precipitation wins over the sky.
    public init(sky: SkyState, precipitation: PrecipitationType) {
        self = precipitation == .none ? .sky(sky) : .precipitation(precipitation)
    }

    /// A day's condition from its hours: any precipitation wins (rain, then snow, then
    /// sleet); otherwise the sky state of most hours, ties going to clear, then partly
    /// cloudy, then overcast. Nil for a day without hours.
    public static func daily(_ hours: [WeatherCondition]) -> WeatherCondition? {
        guard !hours.isEmpty else { return nil }
        for type in [PrecipitationType.rain, .snow, .sleet] where hours.contains(.precipitation(type)) {
            return .precipitation(type)
        }
        var counts: [SkyState: Int] = [:]
        for case .sky(let state) in hours {
            counts[state, default: 0] += 1
        }
        let best = SkyState.allCases.max { counts[$0, default: 0] < counts[$1, default: 0] }
        return best.map { .sky($0) }
    }
}

extension WeatherCondition {
    /// The condition's names, from one table: its stable key (the JSON and TSV value: `clear`,
    /// `partly-cloudy`, `overcast`, `rain`, `sleet`, `snow`) and its Korean name as the forecasts
    /// write it (`맑음`, `구름많음`, `흐림`, `비`, `비/눈`, `눈`).
    public var names: (key: String, korean: String) {
        switch self {
        case .sky(.clear): ("clear", "맑음")
        case .sky(.partlyCloudy): ("partly-cloudy", "구름많음")
        case .sky(.overcast), .precipitation(.none): ("overcast", "흐림")
        case .precipitation(.rain): ("rain", "비")
        case .precipitation(.sleet): ("sleet", "비/눈")
        case .precipitation(.snow): ("snow", "눈")
        }
    }

    /// The Korean name, as the forecasts write it (see `names`).
    public var koreanName: String { names.korean }

    /// An hour's condition from what it reports: precipitation when the type says any falls,
    /// else the sky; nil when neither is known.
    public init?(reportedSky sky: SkyState?, precipitation: PrecipitationType?) {
        if let precipitation, precipitation != .none {
            self = .precipitation(precipitation)
        } else if let sky {
            self = .sky(sky)
        } else {
            return nil
        }
    }
}
