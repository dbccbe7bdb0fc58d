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
    /// The station's last 24 hours of PM10 and PM2.5; nil when its answer had no series.
    public var trend: DustTrend?
    /// The alerts and the fine-dust forecast for the place's area; nil when not asked for.
    public var outlook: RegionOutlook?

    /// The distance (km) past which a station's readings are flagged as maybe not the place's
    /// air: AirKorea's 650-odd stations are about 12 km apart on average (one per 150 km²), and
    /// where they are sparsest, about one per county town, a large county (홍천군, 1,820 km²) is
    /// a circle of 24 km radius. 30 km is past both: a point farther than that from every
    /// station is off the network (at sea, on a remote island, north of the border).
    public static let farStationDistance: Double = 30

    /// Whether the station is farther than `farStationDistance` from the place.
    public var isStationFar: Bool { stationDistance > Self.farStationDistance }

    public init(
        placeName: String,
        coordinate: GeoCoordinate,
        stationDistance: Double,
        readings: StationReadings,
        passedOverStation: String? = nil,
        trend: DustTrend? = nil,
        outlook: RegionOutlook? = nil
    ) {
        self.placeName = placeName
        self.coordinate = coordinate
        self.stationDistance = stationDistance
        self.readings = readings
        self.passedOverStation = passedOverStation
        self.trend = trend
        self.outlook = outlook
    }
}
