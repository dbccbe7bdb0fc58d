import Foundation

/// One province's (sido's) average particulate matter over its stations, for the nation-wide
/// overview (`qsearch dust --nation`).
public struct ProvinceDust: Sendable, Hashable, Codable {
    /// The portal's short name (`서울`, `경기`, `제주`).
    public var province: String
    /// Mean PM10 of the stations that measured it; unavailable when none did.
    public var pm10: DustMeasurement
    /// Mean PM2.5 of the stations that measured it; unavailable when none did.
    public var pm25: DustMeasurement
    /// How many stations had a PM10 or PM2.5 value.
    public var stationCount: Int
    /// The newest data time among the stations.
    public var dataTime: Date?

    public init(province: String, pm10: DustMeasurement, pm25: DustMeasurement, stationCount: Int, dataTime: Date?) {
        self.province = province
        self.pm10 = pm10
        self.pm25 = pm25
        self.stationCount = stationCount
        self.dataTime = dataTime
    }

    /// The provinces `getCtprvnRltmMesureDnsty` knows, in the portal's own order (the
    /// metropolitan cities, then the provinces, then 세종).
    public static let provinces = [
        "서울", "부산", "대구", "인천", "광주", "대전", "울산", "경기", "강원",
        "충북", "충남", "전북", "전남", "경북", "경남", "제주", "세종",
    ]
}
