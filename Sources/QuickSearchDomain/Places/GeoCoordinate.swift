import Foundation

/// A point on the WGS84 ellipsoid, in decimal degrees.
public struct GeoCoordinate: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double

    /// A coordinate, or nil unless both values are finite and within ±90° / ±180°.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Reads `LAT,LON` as people type it (`37.5665,126.9780`, spaces allowed after the comma).
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
            let latitude = Double(parts[0].trimmingSpaces()),
            let longitude = Double(parts[1].trimmingSpaces())
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Whether the point lies in the box that holds South Korea's land and islands (Marado at
    /// 33.1°N to the DMZ, Baengnyeongdo at 124.6°E to Dokdo at 131.9°E). The public data
    /// portal has stations and forecasts only there.
    public var isInKorea: Bool {
        Self.koreanLatitudes.contains(latitude) && Self.koreanLongitudes.contains(longitude)
    }

    static let koreanLatitudes = 33.0...38.7
    static let koreanLongitudes = 124.5...132.0
}

extension Double {
    /// Degrees to radians.
    var radians: Double { self * .pi / 180 }
    /// Radians to degrees.
    var degrees: Double { self * 180 / .pi }
}
