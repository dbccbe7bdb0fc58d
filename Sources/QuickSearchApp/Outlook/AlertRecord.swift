import CommandKit
import QuickSearchDomain

/// The JSON form of one alert: `{source, kind, level, region, issued_at, cleared_at, text}`,
/// every key always present (docs/json.md, "Alerts").
struct AlertRecord: Encodable, Sendable {
    let alert: Alert

    private enum Key: String, CodingKey {
        case source, kind, level, region
        case issuedAt = "issued_at"
        case clearedAt = "cleared_at"
        case text
    }

    /// The source's JSON name: `kma` for the weather warnings, `airkorea` for the fine-dust alerts.
    static func sourceKey(_ source: AlertSource) -> String {
        switch source {
        case .weatherWarnings: "kma"
        case .dustAlerts: "airkorea"
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(Self.sourceKey(alert.source), forKey: .source)
        try container.encode(alert.kind.key, forKey: .kind)
        try container.encode(alert.level.rawValue, forKey: .level)
        try container.encode(TextSanitizer.singleLine(alert.region), forKey: .region)
        try container.encode(alert.issuedAt.map(JSONOutput.korea.timestamp), forKey: .issuedAt)
        try container.encode(alert.clearedAt.map(JSONOutput.korea.timestamp), forKey: .clearedAt)
        try container.encode(TextSanitizer.singleLine(alert.text), forKey: .text)
    }
}

/// The JSON form of one forecast grade: `{date, pollutant, grade, region, issued_at, cause}`.
struct DustForecastEntryRecord: Encodable, Sendable {
    let entry: DustForecastEntry

    private enum Key: String, CodingKey {
        case date, pollutant, grade, region
        case issuedAt = "issued_at"
        case cause
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.korea.timestamp(entry.date), forKey: .date)
        try container.encode(entry.pollutant.key, forKey: .pollutant)
        try container.encode(entry.grade.koreanName, forKey: .grade)
        try container.encode(entry.region.koreanName, forKey: .region)
        try container.encode(JSONOutput.korea.timestamp(entry.issuedAt), forKey: .issuedAt)
        try container.encode(entry.cause.map(TextSanitizer.singleLine), forKey: .cause)
    }
}

/// The JSON form of a station's last 24 hours: `{ends_at, pm10: [24], pm25: [24]}`, oldest
/// first, null for an hour without a value.
struct DustTrendRecord: Encodable, Sendable {
    let trend: DustTrend

    private enum Key: String, CodingKey {
        case endsAt = "ends_at"
        case pm10, pm25
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.korea.timestamp(trend.endsAt), forKey: .endsAt)
        let plausible = { (values: [Double?]) in
            values.map { $0.flatMap { $0.isFinite && abs($0) < DustText.largestValue ? $0 : nil } }
        }
        try container.encode(plausible(trend.pm10), forKey: .pm10)
        try container.encode(plausible(trend.pm25), forKey: .pm25)
    }
}
