/// The sixteen points of the compass, clockwise from north.
public enum CompassPoint: Int, Sendable, Hashable, Codable, CaseIterable {
    case north, northNorthEast, northEast, eastNorthEast
    case east, eastSouthEast, southEast, southSouthEast
    case south, southSouthWest, southWest, westSouthWest
    case west, westNorthWest, northWest, northNorthWest

    /// `N`, `NNE`, `NE`, …
    public var abbreviation: String {
        Self.abbreviations[rawValue]
    }

    /// The Korean name: `북`, `북북동`, `북동`, …
    public var koreanName: String {
        Self.koreanNames[rawValue]
    }

    private static let abbreviations = [
        "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW",
    ]
    private static let koreanNames = [
        "북", "북북동", "북동", "동북동", "동", "동남동", "남동", "남남동",
        "남", "남남서", "남서", "서남서", "서", "서북서", "북서", "북북서",
    ]
}

/// Where the wind blows from, in degrees clockwise from north.
public struct WindDirection: Sendable, Hashable, Codable {
    public var degrees: Double

    /// A direction, or nil unless `degrees` is finite and within 0…360.
    public init?(degrees: Double) {
        guard degrees.isFinite, (0...360).contains(degrees) else { return nil }
        self.degrees = degrees
    }

    /// The compass point whose 22.5° sector holds the direction; sectors are centred on the
    /// points, so north is [348.75°, 11.25°) and 11.25° is already north-northeast (the
    /// `(degrees + 11.25) / 22.5` rule KMA documents).
    public var compassPoint: CompassPoint {
        let sector = Int(((degrees + 11.25) / 22.5).rounded(.down)) % 16
        return CompassPoint(rawValue: sector) ?? .north
    }

    /// An arrow pointing where the wind goes (a north wind shows `↓`), to the nearest of eight.
    public var arrow: Character {
        let sector = Int(((degrees + 22.5) / 45).rounded(.down)) % 8
        return Self.arrows[sector]
    }

    private static let arrows: [Character] = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
}
