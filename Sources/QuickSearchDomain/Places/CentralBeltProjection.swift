import Foundation

/// A point in the Korea 2000 central-belt plane (EPSG:5181), in metres: the "TM" coordinates
/// AirKorea's station look-ups take and return.
public struct PlaneCoordinate: Sendable, Hashable, Codable {
    /// Easting.
    public var x: Double
    /// Northing.
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// The transverse Mercator projection of EPSG:5181 on the GRS80 ellipsoid: origin 38°N 127°E,
/// scale 1, false easting 200 000 m, false northing 500 000 m. Computed locally, so no
/// conversion service is asked.
///
/// The series are Snyder's (USGS Professional Paper 1395, §8), accurate to well under a metre
/// across the width of Korea.
public enum CentralBeltProjection {
    static let semiMajorAxis = 6_378_137.0
    static let flattening = 1 / 298.257222101
    static let originLatitude = 38.0
    static let centralMeridian = 127.0
    static let falseEasting = 200_000.0
    static let falseNorthing = 500_000.0

    private static let e2 = 2 * flattening - flattening * flattening
    private static let e4 = e2 * e2
    private static let e6 = e4 * e2
    private static let ep2 = e2 / (1 - e2)

    /// WGS84 (GRS80 differs from it by less than a millimetre here) to the plane.
    public static func project(_ point: GeoCoordinate) -> PlaneCoordinate {
        let phi = point.latitude.radians
        let sinPhi = sin(phi)
        let cosPhi = cos(phi)
        let tanPhi = tan(phi)
        let n = semiMajorAxis / (1 - e2 * sinPhi * sinPhi).squareRoot()
        let t = tanPhi * tanPhi
        let c = ep2 * cosPhi * cosPhi
        let a = (point.longitude - centralMeridian).radians * cosPhi
        let m = meridianArc(phi) - meridianArc(originLatitude.radians)
        let x = n * (a + (1 - t + c) * pow(a, 3) / 6 + (5 - 18 * t + t * t + 72 * c - 58 * ep2) * pow(a, 5) / 120)
        let y =
            m + n * tanPhi
            * (a * a / 2
                + (5 - t + 9 * c + 4 * c * c) * pow(a, 4) / 24
                + (61 - 58 * t + t * t + 600 * c - 330 * ep2) * pow(a, 6) / 720)
        return PlaneCoordinate(x: falseEasting + x, y: falseNorthing + y)
    }

    /// The plane back to latitude and longitude; nil when the result is not a coordinate.
    public static func unproject(_ point: PlaneCoordinate) -> GeoCoordinate? {
        let m = meridianArc(originLatitude.radians) + (point.y - falseNorthing)
        let mu = m / (semiMajorAxis * (1 - e2 / 4 - 3 * e4 / 64 - 5 * e6 / 256))
        let root = (1 - e2).squareRoot()
        let e1 = (1 - root) / (1 + root)
        let phi1 =
            mu
            + (3 * e1 / 2 - 27 * pow(e1, 3) / 32) * sin(2 * mu)
            + (21 * e1 * e1 / 16 - 55 * pow(e1, 4) / 32) * sin(4 * mu)
            + (151 * pow(e1, 3) / 96) * sin(6 * mu)
            + (1097 * pow(e1, 4) / 512) * sin(8 * mu)
        let sinPhi1 = sin(phi1)
        let cosPhi1 = cos(phi1)
        let tanPhi1 = tan(phi1)
        let c1 = ep2 * cosPhi1 * cosPhi1
        let t1 = tanPhi1 * tanPhi1
        let denominator = 1 - e2 * sinPhi1 * sinPhi1
        let n1 = semiMajorAxis / denominator.squareRoot()
        let r1 = semiMajorAxis * (1 - e2) / pow(denominator, 1.5)
        let d = (point.x - falseEasting) / n1
        let latitude =
            phi1 - (n1 * tanPhi1 / r1)
            * (d * d / 2
                - (5 + 3 * t1 + 10 * c1 - 4 * c1 * c1 - 9 * ep2) * pow(d, 4) / 24
                + (61 + 90 * t1 + 298 * c1 + 45 * t1 * t1 - 252 * ep2 - 3 * c1 * c1) * pow(d, 6) / 720)
        let longitude =
            centralMeridian.radians
            + (d - (1 + 2 * t1 + c1) * pow(d, 3) / 6
                + (5 - 2 * c1 + 28 * t1 - 3 * c1 * c1 + 8 * ep2 + 24 * t1 * t1) * pow(d, 5) / 120) / cosPhi1
        return GeoCoordinate(latitude: latitude.degrees, longitude: longitude.degrees)
    }

    /// Distance along the meridian from the equator to latitude `phi` (radians).
    private static func meridianArc(_ phi: Double) -> Double {
        semiMajorAxis
            * ((1 - e2 / 4 - 3 * e4 / 64 - 5 * e6 / 256) * phi
                - (3 * e2 / 8 + 3 * e4 / 32 + 45 * e6 / 1024) * sin(2 * phi)
                + (15 * e4 / 256 + 45 * e6 / 1024) * sin(4 * phi)
                - (35 * e6 / 3072) * sin(6 * phi))
    }
}
