import CommandKit
import QuickSearchDomain

/// The documented JSON form of one province's averages (a `--jsonl` line of `qsearch dust
/// --nation`, an entry of `provinces`): every key always present.
struct ProvinceDustRecord: FieldSelectable {
    let province: ProvinceDust

    enum FieldKey: String, CodingKey, CaseIterable {
        case province, pm10, pm25
        case stationCount = "station_count"
        case dataTime = "data_time"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(TextSanitizer.singleLine(province.province), forKey: .province)
        try container.encode(DustMeasurementRecord(measurement: province.pm10), forKey: .pm10)
        try container.encode(DustMeasurementRecord(measurement: province.pm25), forKey: .pm25)
        try container.encode(province.stationCount, forKey: .stationCount)
        try container.encode(province.measuredAt.map(JSONOutput.korea.timestamp), forKey: .dataTime)
    }
}
