/// One pollutant's value at a station, or why there is none: a measurement may be missing, or
/// flagged as doubtful by the station; both are unavailable, with the reason.
public struct DustMeasurement: Sendable, Hashable, Codable {
    /// The value (µg/m³ for PM, ppm for gases, an index for KHAI); nil when unavailable.
    public var value: Double?
    /// The official grade: by the thresholds for PM10 and PM2.5, the one published for the others.
    public var grade: DustGrade?
    /// Why there is no value: the station's flag, or `측정값 없음` when none was measured.
    public var unavailableReason: String?

    public init(value: Double?, grade: DustGrade?, unavailableReason: String?) {
        self.value = value
        self.grade = grade
        self.unavailableReason = unavailableReason
    }

    /// A measurement nobody sent.
    public static func unavailable(_ reason: String) -> DustMeasurement {
        DustMeasurement(value: nil, grade: nil, unavailableReason: reason)
    }

    public var isAvailable: Bool { value != nil }
}
