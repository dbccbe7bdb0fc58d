import CommandKit
import Foundation
import QuickSearchDomain

/// The documented JSON form of an event's `conditions` (`--weather`): every key always present,
/// null when unknown; `reason` says why there is no forecast, `dust_note` why there is no grade.
struct DevEventConditionsRecord: Encodable, Sendable {
    let conditions: DevEventConditions

    private enum Key: String, CodingKey {
        case date, time, place, address, condition, temperature
        case rainChance = "rain_chance"
        case dustGrade = "dust_grade"
        case dustNote = "dust_note"
        case source, reason
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let forecast = conditions.forecast.reading
        try container.encode(conditions.day.map { KoreaTime.calendar.dayText($0) }, forKey: .date)
        try container.encode(forecast?.hour.map(JSONOutput.korea.timestamp), forKey: .time)
        try container.encode(conditions.place, forKey: .place)
        try container.encode(conditions.address, forKey: .address)
        try container.encode(forecast?.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(WeatherText.plausibleTemperature(forecast?.temperature), forKey: .temperature)
        try container.encode(WeatherText.percent(forecast?.chanceOfRain), forKey: .rainChance)
        try container.encode(conditions.dust.value?.koreanName, forKey: .dustGrade)
        try container.encode(conditions.dust.note, forKey: .dustNote)
        try container.encode(forecast?.source, forKey: .source)
        try container.encode(conditions.forecast.reason, forKey: .reason)
    }
}
