import Foundation
import QuickSearchDomain

/// An event's conditions in words, for tables, `show` and the calendar's DESCRIPTION:
/// `11-27 14:00 맑음 12°C 강수 20% 미세먼지 —`, or `— beyond the forecast horizon …`.
enum DevEventConditionsText {
    /// The whole line: when, the forecast, the dust grade (`—` when none), or `—` and the reason.
    static func line(_ conditions: DevEventConditions) -> String {
        switch conditions.forecast {
        case .unavailable(let reason):
            return "— " + reason
        case .read(let forecast):
            return [
                when(day: conditions.day, hour: forecast.hour), text(forecast),
                "미세먼지 " + (conditions.dust.value?.koreanName ?? "—"),
            ]
            .filter { !$0.isEmpty }
            .joined(separator: " ")
        }
    }

    /// The short form of a table cell: the forecast alone, or `—` (the reason is in `show` and JSON).
    static func cell(_ conditions: DevEventConditions?) -> String {
        guard let conditions else { return "" }
        guard let forecast = conditions.forecast.reading else { return "—" }
        let text = Self.text(forecast)
        return text.isEmpty ? "—" : text
    }

    /// `맑음 12°C 강수 20%`: the parts known.
    static func text(_ forecast: DevEventForecast) -> String {
        [
            forecast.condition?.koreanName,
            WeatherText.degrees(forecast.temperature).map { "\($0)°C" },
            WeatherText.percent(forecast.chanceOfRain).map { "강수 \($0)%" },
        ]
        .compactMap { $0 }
        .joined(separator: " ")
    }

    /// `11-27 14:00`, or `11-27` for the whole day (`hour` nil).
    static func when(day: Date?, hour: Date?) -> String {
        let calendar = KoreaTime.calendar
        guard let day else { return "" }
        let date = calendar.dateComponents([.month, .day], from: day)
        var text = String(format: "%02d-%02d", date.month ?? 0, date.day ?? 0)
        if let hour {
            let time = calendar.dateComponents([.hour, .minute], from: hour)
            text += String(format: " %02d:%02d", time.hour ?? 0, time.minute ?? 0)
        }
        return text
    }
}
