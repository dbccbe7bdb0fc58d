import Foundation

/// A cell of the short-term forecast grid (5 km Lambert conformal conic): every forecast and
/// observation is for one.
public struct ForecastGridPoint: Sendable, Hashable, Codable {
    /// The column, counted eastward.
    public var x: Int
    /// The row, counted northward.
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The cell holding `point`, by KMA's published conversion: Earth radius 6371.00877 km,
    /// 5 km cells, standard parallels 30° and 60°, origin 38°N 126°E at cell (43, 136),
    /// rounded with floor(v + 0.5). Nil for points the projection cannot place (the south pole).
    public init?(_ point: GeoCoordinate) {
        let re = Self.earthRadius / Self.gridSpacing
        let slat1 = 30.0.radians
        let slat2 = 60.0.radians
        let originLongitude = 126.0.radians
        let originLatitude = 38.0.radians
        let cone = log(cos(slat1) / cos(slat2)) / log(tan(.pi / 4 + slat2 / 2) / tan(.pi / 4 + slat1 / 2))
        let scale = pow(tan(.pi / 4 + slat1 / 2), cone) * cos(slat1) / cone
        let originRadius = re * scale / pow(tan(.pi / 4 + originLatitude / 2), cone)
        let radius = re * scale / pow(tan(.pi / 4 + point.latitude.radians / 2), cone)
        var theta = point.longitude.radians - originLongitude
        if theta > .pi { theta -= 2 * .pi }
        if theta < -.pi { theta += 2 * .pi }
        theta *= cone
        let east = floor(radius * sin(theta) + Self.originX + 0.5)
        let north = floor(originRadius - radius * cos(theta) + Self.originY + 0.5)
        guard let x = Int(exactly: east), let y = Int(exactly: north), abs(x) < 1_000_000, abs(y) < 1_000_000 else {
            return nil
        }
        self.x = x
        self.y = y
    }

    static let earthRadius = 6371.00877
    static let gridSpacing = 5.0
    static let originX = 43.0
    static let originY = 136.0
}
