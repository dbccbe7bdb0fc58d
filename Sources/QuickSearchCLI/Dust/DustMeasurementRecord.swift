import QuickSearchDomain

/// The JSON form of one measurement: `{"value", "grade", "unavailable_reason"}`, every key
/// always present. A value that is not a plausible number is null, with a reason.
struct DustMeasurementRecord: Encodable {
    let measurement: DustMeasurement

    private enum Key: String, CodingKey {
        case value, grade, unavailable_reason
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let value = measurement.value.flatMap { $0.isFinite && abs($0) < DustText.largestValue ? $0 : nil }
        try container.encode(value, forKey: .value)
        try container.encode(value == nil ? nil : measurement.grade?.koreanName, forKey: .grade)
        try container.encode(value == nil ? DustTable.reason(measurement) : nil, forKey: .unavailable_reason)
    }
}
