import CommandKit
import Foundation
import QuickSearchDomain

/// The documented JSON form of one place of the brief (a `--jsonl` line, an entry of `places`):
/// every key always present, null when unknown (docs/json.md, "Brief").
struct BriefPlaceRecord: FieldSelectable {
    let entry: BriefEntry
    let now: Date

    enum FieldKey: String, CodingKey, CaseIterable {
        case place, temperature, condition, symbol, low, high
        case nextRain = "next_rain"
        case pm10, pm25, station
        case dustTomorrow = "dust_tomorrow"
        case uvPeak = "uv_peak"
        case alerts
        case notes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        let report = entry.weather
        let today = report.flatMap { WeatherText.today($0, now: now) }
        try container.encode(TextSanitizer.singleLine(entry.place), forKey: .place)
        try container.encode(
            report.flatMap { WeatherText.plausibleTemperature(WeatherText.currentTemperature($0)) },
            forKey: .temperature
        )
        try container.encode(
            report.flatMap(WeatherText.currentCondition).map(WeatherText.conditionKey),
            forKey: .condition
        )
        try container.encode(report.flatMap(WeatherText.currentSymbol)?.rawValue, forKey: .symbol)
        try container.encode(WeatherText.plausibleTemperature(today?.low?.value), forKey: .low)
        try container.encode(WeatherText.plausibleTemperature(today?.high?.value), forKey: .high)
        try container.encode(report.flatMap { NextRain($0, now: now) }.map(NextRainRecord.init), forKey: .nextRain)
        let readings = entry.dust?.readings
        try container.encode(readings.map { DustMeasurementRecord(measurement: $0.pm10) }, forKey: .pm10)
        try container.encode(readings.map { DustMeasurementRecord(measurement: $0.pm25) }, forKey: .pm25)
        try container.encode(readings.map { TextSanitizer.singleLine($0.stationName) }, forKey: .station)
        try container.encode(entry.outlook?.tomorrowsDustGrade(after: now)?.koreanName, forKey: .dustTomorrow)
        try container.encode(report?.uvPeak.map(UVPeakRecord.init), forKey: .uvPeak)
        try container.encode(entry.outlook?.alerts.value.map { $0.map(AlertRecord.init) }, forKey: .alerts)
        try container.encode(BriefView.notes(entry, now: now), forKey: .notes)
    }
}

/// `{time, condition, chance_of_rain}` of the next rain.
private struct NextRainRecord: Encodable {
    let rain: NextRain

    private enum Key: String, CodingKey {
        case time, condition
        case chanceOfRain = "chance_of_rain"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.korea.timestamp(rain.time), forKey: .time)
        try container.encode(WeatherText.conditionKey(rain.condition), forKey: .condition)
        try container.encode(rain.chance, forKey: .chanceOfRain)
    }
}

/// `{time, value, level}` of today's UV peak.
private struct UVPeakRecord: Encodable {
    let index: UVIndex

    private enum Key: String, CodingKey { case time, value, level }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.korea.timestamp(index.time), forKey: .time)
        try container.encode(index.value, forKey: .value)
        try container.encode(index.level.koreanName, forKey: .level)
    }
}

/// The `--json` document of `qsearch brief`: the places, the events due (null with
/// `--no-events`) and their window, and the places that failed.
struct BriefDocument: Encodable, Sendable {
    let entries: [BriefEntry]
    let events: BriefEvents?
    let now: Date
    let failures: [PlaceFailureRecord]

    private enum Key: String, CodingKey {
        case places, events
        case eventsWithin = "events_within"
        case failures
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(entries.map { BriefPlaceRecord(entry: $0, now: now) }, forKey: .places)
        try container.encode(
            events.map { $0.due.map { DevEventDueRecord(due: $0, now: now, threshold: nil, saved: nil) } },
            forKey: .events
        )
        try container.encode(events.map { DevEventAnnouncementPlan.label(Int($0.window)) }, forKey: .eventsWithin)
        try container.encode(failures, forKey: .failures)
    }
}
