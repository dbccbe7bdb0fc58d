import CommandKit
import QuickSearchDomain

/// The documented JSON form of one place's report (a `--jsonl` line, an entry of `reports`):
/// snake_case keys, every key always present (null when unknown). Inside a weather report's
/// dust part, `forecast` and `alerts` are null: the weather report carries them itself.
struct DustReportRecord: FieldSelectable {
    let report: DustReport

    enum FieldKey: String, CodingKey, CaseIterable {
        case place, latitude, longitude, station
        case stationDistanceKm = "station_distance_km"
        case stationFar = "station_far"
        case dataTime = "data_time"
        case passedOverStation = "passed_over_station"
        case pm10, pm25
        case pm10Over24h = "pm10_24h"
        case pm25Over24h = "pm25_24h"
        case khai, o3, no2, trend, forecast
        case forecastNote = "forecast_note"
        case alerts
        case alertsNote = "alerts_note"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        let readings = report.readings
        try container.encode(TextSanitizer.singleLine(report.placeName), forKey: .place)
        try container.encode(report.coordinate.latitude, forKey: .latitude)
        try container.encode(report.coordinate.longitude, forKey: .longitude)
        try container.encode(TextSanitizer.singleLine(readings.stationName), forKey: .station)
        let distance = report.stationDistance
        try container.encode(
            distance.isFinite && abs(distance) < DustText.largestValue ? (distance * 100).rounded() / 100 : nil,
            forKey: .stationDistanceKm
        )
        try container.encode(report.isStationFar, forKey: .stationFar)
        try container.encode(JSONOutput.korea.timestamp(readings.measuredAt), forKey: .dataTime)
        try container.encode(report.passedOverStation.map(TextSanitizer.singleLine), forKey: .passedOverStation)
        for field in DustField.allCases {
            guard let key = FieldKey(rawValue: field.key) else { continue }
            try container.encode(DustMeasurementRecord(measurement: field.measurement(in: readings)), forKey: key)
        }
        try container.encode(report.trend.map(DustTrendRecord.init), forKey: .trend)
        let outlook = report.outlook
        try container.encode(
            outlook?.dustForecast.value.map { $0.map(DustForecastEntryRecord.init) },
            forKey: .forecast
        )
        try container.encode(outlook?.dustForecast.note.map(TextSanitizer.singleLine), forKey: .forecastNote)
        try container.encode(outlook?.alerts.value.map { $0.map(AlertRecord.init) }, forKey: .alerts)
        try container.encode(outlook?.alerts.note.map(TextSanitizer.singleLine), forKey: .alertsNote)
    }
}

/// The JSON form of one measurement: `{"value", "grade", "unavailable_reason"}`, every key
/// always present. A value that is not a plausible number is null, with a reason.
struct DustMeasurementRecord: Encodable {
    let measurement: DustMeasurement

    private enum Key: String, CodingKey {
        case value, grade
        case unavailableReason = "unavailable_reason"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let value = measurement.value.flatMap { $0.isFinite && abs($0) < DustText.largestValue ? $0 : nil }
        try container.encode(value, forKey: .value)
        try container.encode(value == nil ? nil : measurement.grade?.koreanName, forKey: .grade)
        try container.encode(value == nil ? DustTable.reason(measurement) : nil, forKey: .unavailableReason)
    }
}
