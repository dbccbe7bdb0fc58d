import Foundation

/// A measuring station's latest hourly readings.
public struct StationReadings: Sendable, Hashable, Codable {
    public var stationName: String
    /// The time the readings are dated: the end of the hour they are for.
    public var measuredAt: Date
    /// PM10, 1-hour value.
    public var pm10: DustMeasurement
    /// PM2.5, 1-hour value.
    public var pm25: DustMeasurement
    /// PM10, 24-hour moving average.
    public var pm10Daily: DustMeasurement
    /// PM2.5, 24-hour moving average.
    public var pm25Daily: DustMeasurement
    /// The comprehensive air-quality index (KHAI).
    public var khai: DustMeasurement
    /// Ozone, ppm.
    public var ozone: DustMeasurement
    /// Nitrogen dioxide, ppm.
    public var nitrogenDioxide: DustMeasurement

    public init(
        stationName: String,
        measuredAt: Date,
        pm10: DustMeasurement,
        pm25: DustMeasurement,
        pm10Daily: DustMeasurement,
        pm25Daily: DustMeasurement,
        khai: DustMeasurement,
        ozone: DustMeasurement,
        nitrogenDioxide: DustMeasurement
    ) {
        self.stationName = stationName
        self.measuredAt = measuredAt
        self.pm10 = pm10
        self.pm25 = pm25
        self.pm10Daily = pm10Daily
        self.pm25Daily = pm25Daily
        self.khai = khai
        self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide
    }

    /// Whether the station measured particulate matter at all this hour: one without either
    /// is passed over for the next nearest.
    public var hasParticulateValues: Bool {
        pm10.isAvailable || pm25.isAvailable
    }
}
