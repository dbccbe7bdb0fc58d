/// The fine-dust answer for one place: the station that measured it, how far away, and its
/// readings.
public struct DustReport: Sendable, Hashable, Codable {
    /// The place as the user named it (saved, resolved or `--at`).
    public var placeName: String
    public var coordinate: GeoCoordinate
    /// Distance from the place to the station, km.
    public var stationDistance: Double
    public var readings: StationReadings
    /// The nearest station's name when it had no PM values and a farther one was used.
    public var passedOverStation: String?

    public init(
        placeName: String,
        coordinate: GeoCoordinate,
        stationDistance: Double,
        readings: StationReadings,
        passedOverStation: String? = nil
    ) {
        self.placeName = placeName
        self.coordinate = coordinate
        self.stationDistance = stationDistance
        self.readings = readings
        self.passedOverStation = passedOverStation
    }
}
