import Foundation

/// The Korean standard grades of air quality, best first.
public enum DustGrade: Sendable, Hashable, CaseIterable, Codable, Comparable, KoreanNamed {
    case good
    case moderate
    case bad
    case veryBad

    /// The official Korean name, as JSON carries it (`좋음`, `보통`, `나쁨`, `매우나쁨`).
    public var koreanName: String {
        switch self {
        case .good: "좋음"
        case .moderate: "보통"
        case .bad: "나쁨"
        case .veryBad: "매우나쁨"
        }
    }
}

/// A measured pollutant with an official grade scale.
public enum Pollutant: String, Sendable, Hashable, CaseIterable, Codable {
    /// PM10, µg/m³.
    case pm10
    /// PM2.5, µg/m³.
    case pm25

    /// The highest concentration of each grade but the last: PM10 30/80/150, PM2.5 15/35/75
    /// (the predecessor app cut PM2.5 at 70).
    public var upperBounds: (good: Double, moderate: Double, bad: Double) {
        switch self {
        case .pm10: (30, 80, 150)
        case .pm25: (15, 35, 75)
        }
    }

    /// The grade of a concentration; nil for a negative or non-finite value.
    public func grade(of concentration: Double) -> DustGrade? {
        guard concentration.isFinite, concentration >= 0 else { return nil }
        let bounds = upperBounds
        // Readings are whole numbers; a fraction above a bound belongs to the next grade.
        switch concentration {
        case ...bounds.good: return .good
        case ...bounds.moderate: return .moderate
        case ...bounds.bad: return .bad
        default: return .veryBad
        }
    }
}
