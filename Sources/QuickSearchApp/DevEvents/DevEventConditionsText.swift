import Foundation
import QuickSearchDomain

/// An event's conditions in words, for tables, `show` and the calendar's DESCRIPTION:
/// `11-27 14:00 맑음 12°C 강수 20% 미세먼지 —`, or `— beyond the forecast horizon …`.
enum DevEventConditionsText {
    /// The whole line: when, the forecast, the dust grade (`—` when none), or `—` and the reason.
    static func line(_ conditions: DevEventConditions) -> String {
        guard conditions.reason == nil, conditions.source != nil else {
            return "— " + (conditions.reason ?? "no forecast")
        }
        return [when(conditions), forecast(conditions), "미세먼지 " + (conditions.dust.value?.koreanName ?? "—")]
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// The short form of a table cell: the forecast alone, or `—` (the reason is in `show` and JSON).
    static func cell(_ conditions: DevEventConditions?) -> String {
        guard let conditions else { return "" }
        guard conditions.reason == nil, conditions.source != nil else { return "—" }
        let text = forecast(conditions)
        return text.isEmpty ? "—" : text
    }

    /// `맑음 12°C 강수 20%`: the parts known.
    static func forecast(_ conditions: DevEventConditions) -> String {
        [
            conditions.condition?.koreanName,
            WeatherText.degrees(conditions.temperature).map { "\($0)°C" },
            WeatherText.percent(conditions.chanceOfRain).map { "강수 \($0)%" },
        ]
        .compactMap { $0 }
        .joined(separator: " ")
    }

    /// `11-27 14:00`, or `11-27` for the whole day.
    static func when(_ conditions: DevEventConditions) -> String {
        let calendar = KoreaTime.calendar
        guard let day = conditions.day else { return "" }
        let date = calendar.dateComponents([.month, .day], from: day)
        var text = String(format: "%02d-%02d", date.month ?? 0, date.day ?? 0)
        if let hour = conditions.hour {
            let time = calendar.dateComponents([.hour, .minute], from: hour)
            text += String(format: " %02d:%02d", time.hour ?? 0, time.minute ?? 0)
        }
        return text
    }
}
