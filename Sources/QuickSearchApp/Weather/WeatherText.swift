import CommandKit
import Foundation
import QuickSearchDomain

/// How `qsearch weather` writes values for people; every number is checked to be plausible
/// before it is printed (an implausible one reads as missing).
enum WeatherText {
    /// The glyph of a symbol: `☀` `☾` `⛅` `☾☁` `☁` `☂` `☂❄` `❄`.
    static func glyph(_ symbol: WeatherSymbol) -> String {
        switch symbol {
        case .clearDay: "☀"
        case .clearNight: "☾"
        case .partlyCloudyDay: "⛅"
        case .partlyCloudyNight: "☾☁"
        case .overcast: "☁"
        case .rain: "☂"
        case .sleet: "☂❄"
        case .snow: "❄"
        }
    }

    /// The condition's stable JSON and TSV name: `clear`, `partly-cloudy`, `overcast`, `rain`,
    /// `sleet`, `snow` (`WeatherCondition.names`).
    static func conditionKey(_ condition: WeatherCondition) -> String {
        condition.names.key
    }

    /// A plausible temperature (finite, within ±100 °C), else nil.
    static func plausibleTemperature(_ value: Double?) -> Double? {
        guard let value, value.isFinite, abs(value) <= 100 else { return nil }
        return value
    }

    /// `12`, `-3`: whole degrees (never `-0`); nil for none.
    static func degrees(_ value: Double?) -> String? {
        plausibleTemperature(value).map { String(Int($0.rounded())) }
    }

    /// `12.3`: one decimal, for the now-cast; nil for none.
    static func preciseDegrees(_ value: Double?) -> String? {
        guard let value = plausibleTemperature(value) else { return nil }
        let text = DecimalText.fixed(value, places: 1)
        return text == "-0.0" ? "0.0" : text
    }

    /// A plausible percentage, else nil.
    static func percent(_ value: Int?) -> Int? {
        guard let value, (0...100).contains(value) else { return nil }
        return value
    }

    /// A plausible wind speed in m/s (0…100), else nil.
    static func windSpeed(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (0...100).contains(value) else { return nil }
        return value
    }

    /// `북동 ↙ 3.2m/s`: the 16-point compass name, the arrow (where the wind goes) and the speed;
    /// whichever is known, nil for neither.
    static func wind(speed: Double?, direction: WindDirection?) -> String? {
        var parts: [String] = []
        if let direction { parts.append("\(direction.compassPoint.koreanName) \(direction.arrow)") }
        if let speed = windSpeed(speed) { parts.append(DecimalText.fixed(speed, places: 1) + "m/s") }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// An amount as KMA bands it: `1mm 미만`, `2.5mm`, `30~50mm`, `50mm 이상`; nil for none.
    static func amount(_ amount: PrecipitationAmount?, unit: String) -> String? {
        guard let amount else { return nil }
        switch amount {
        case .none: return nil
        case .below(let bound): return "\(number(bound))\(unit) 미만"
        case .exactly(let value): return "\(number(value))\(unit)"
        case .between(let low, let high): return "\(number(low))~\(number(high))\(unit)"
        case .atLeast(let bound): return "\(number(bound))\(unit) 이상"
        }
    }

    /// `2.5`, `30`: no trailing `.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e6 else { return "?" }
        return value == value.rounded() ? String(Int(value)) : DecimalText.fixed(value, places: 1)
    }

    /// `15:00` on `now`'s day, `12-01 03:00` on another (Korea time).
    static func time(_ date: Date, now: Date) -> String {
        DustText.time(date, now: now)
    }

    /// `07:27`: a computed sunrise or sunset to the nearest minute (`time`'s form).
    static func sunTime(_ date: Date, now: Date) -> String {
        time(Date(timeIntervalSince1970: (date.timeIntervalSince1970 / 60).rounded() * 60), now: now)
    }

    /// `12-01 (화)`: a forecast day, Korea time.
    static func day(_ date: Date) -> String {
        let calendar = KoreaTime.calendar
        let parts = calendar.dateComponents([.month, .day, .weekday], from: date)
        let weekdays = ["일", "월", "화", "수", "목", "금", "토"]
        let weekday = weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        return DecimalText.padded(parts.month ?? 0, width: 2) + "-" + DecimalText.padded(parts.day ?? 0, width: 2)
            + " (\(weekday))"
    }

    /// The forecast day holding `now`, if the report has it.
    static func today(_ report: WeatherReport, now: Date) -> DailyForecast? {
        report.daily.first { KoreaTime.calendar.isDate($0.date, inSameDayAs: now) }
    }

    /// A value now, by one rule for them all: a current now-cast's, else the first forecast
    /// hour's, else a stale now-cast's (the only value there is; its note says it is stale);
    /// `plausible` keeps only a value that may be printed.
    private static func current<Value>(
        _ report: WeatherReport,
        _ nowcast: KeyPath<CurrentConditions, Value?>,
        _ hour: KeyPath<HourlyForecast, Value?>,
        plausible: (Value?) -> Value? = { $0 }
    ) -> Value? {
        let now = report.current.value
        let fresh = now?.isStale == false ? plausible(now?[keyPath: nowcast]) : nil
        return fresh ?? plausible(report.hourly.first?[keyPath: hour]) ?? plausible(now?[keyPath: nowcast])
    }

    /// The temperature now (see `current`).
    static func currentTemperature(_ report: WeatherReport) -> Double? {
        current(report, \.temperature, \.temperature, plausible: plausibleTemperature)
    }

    /// The symbol now (see `current`).
    static func currentSymbol(_ report: WeatherReport) -> WeatherSymbol? {
        current(report, \.symbol, \.symbol)
    }

    /// The condition now (see `current`).
    static func currentCondition(_ report: WeatherReport) -> WeatherCondition? {
        current(report, \.condition, \.condition)
    }

    /// The relative humidity now (see `current`).
    static func currentHumidity(_ report: WeatherReport) -> Int? {
        current(report, \.humidity, \.humidity, plausible: percent)
    }

    /// The wind speed now, m/s (see `current`).
    static func currentWindSpeed(_ report: WeatherReport) -> Double? {
        current(report, \.windSpeed, \.windSpeed, plausible: windSpeed)
    }

    /// Where the wind blows from now (see `current`).
    static func currentWindDirection(_ report: WeatherReport) -> WindDirection? {
        current(report, \.windDirection, \.windDirection)
    }

    /// The forecast hour holding `now`, else the first one when it starts within the hour.
    static func thisHour(_ report: WeatherReport, now: Date) -> HourlyForecast? {
        report.hourly.first { $0.time.addingTimeInterval(3600) > now && $0.time < now.addingTimeInterval(3600) }
    }

    /// `15시 비 60%` (`내일 03시 눈 70%` on the next day): the first forecast hour from the one
    /// holding `now` to 24 hours ahead with rain, sleet or snow; empty when none has any, nil
    /// when the report has no hours. Walks the hours once.
    static func nextPrecipitation(_ report: WeatherReport, now: Date) -> String? {
        guard !report.hourly.isEmpty else { return nil }
        return NextRain(report, now: now)?.text(now: now) ?? ""
    }

    /// Today's chance of rain: the day's highest, else the coming hours' highest.
    static func chanceOfRain(_ report: WeatherReport, now: Date) -> Int? {
        percent(today(report, now: now)?.chanceOfRain) ?? report.hourly.compactMap { percent($0.chanceOfRain) }.max()
    }
}
