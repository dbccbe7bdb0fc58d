import Foundation

/// One province's (sido's) average particulate matter over its stations, for the nation-wide
/// overview (`qsearch dust --nation`).
public struct ProvinceDust: Sendable, Hashable, Codable {
    /// The province's short name (`서울`, `경기`, `제주`).
    public var province: String
    /// Mean PM10 of the stations that measured it; unavailable when none did.
    public var pm10: DustMeasurement
    /// Mean PM2.5 of the stations that measured it; unavailable when none did.
    public var pm25: DustMeasurement
    /// How many stations had a PM10 or PM2.5 value.
    public var stationCount: Int
    /// The newest measurement time among the stations.
    public var measuredAt: Date?

    public init(province: String, pm10: DustMeasurement, pm25: DustMeasurement, stationCount: Int, measuredAt: Date?) {
        self.province = province
        self.pm10 = pm10
        self.pm25 = pm25
        self.stationCount = stationCount
        self.measuredAt = measuredAt
    }
}
