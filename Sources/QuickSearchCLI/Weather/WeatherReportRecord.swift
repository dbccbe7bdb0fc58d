import Foundation
import QuickSearchDomain

/// The documented JSON form of one place's report (a `--jsonl` line, an entry of `reports`):
/// snake_case keys, every key always present (null when unknown); a degraded part carries its
/// `note`. Schema in the README, section "Weather".
struct WeatherReportRecord: FieldSelectable {
    let report: WeatherReport

    enum FieldKey: String, CodingKey, CaseIterable {
        case place, latitude, longitude, grid_nx, grid_ny, forecast_base, generated_at
        case now, uv, dust, hourly, daily, forecast_note
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(TextSanitizer.singleLine(report.placeName), forKey: .place)
        try container.encode(report.coordinate.latitude, forKey: .latitude)
        try container.encode(report.coordinate.longitude, forKey: .longitude)
        try container.encode(report.grid.nx, forKey: .grid_nx)
        try container.encode(report.grid.ny, forKey: .grid_ny)
        try container.encode(report.forecastBase.map { JSONOutput.timestamp($0.issuedAt) }, forKey: .forecast_base)
        try container.encode(JSONOutput.timestamp(report.generatedAt), forKey: .generated_at)
        try container.encode(NowRecord(part: report.current), forKey: .now)
        try container.encode(UVRecord(part: report.uv), forKey: .uv)
        try container.encode(DustPartRecord(part: report.dust), forKey: .dust)
        try container.encode(report.hourly.map(HourRecord.init), forKey: .hourly)
        try container.encode(report.daily.map(DayRecord.init), forKey: .daily)
        try container.encode(report.forecastNote.map(TextSanitizer.singleLine), forKey: .forecast_note)
    }
}

/// `{"text", "value"}`: an amount as KMA bands it (`1mm 미만`) and one number standing for it
/// (`PrecipitationAmount.representativeValue`); `{"text": null, "value": 0}` for none.
private struct AmountRecord: Encodable {
    let amount: PrecipitationAmount
    let unit: String

    private enum Key: String, CodingKey { case text, value }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(WeatherText.amount(amount, unit: unit), forKey: .text)
        let value = amount.representativeValue
        try container.encode(value.isFinite && value < 1e6 ? value : nil, forKey: .value)
    }
}

/// `{"degrees", "compass", "name"}` of a wind direction.
private struct WindRecord: Encodable {
    let direction: WindDirection

    private enum Key: String, CodingKey { case degrees, compass, name }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(direction.degrees, forKey: .degrees)
        try container.encode(direction.compassPoint.abbreviation, forKey: .compass)
        try container.encode(direction.compassPoint.koreanName, forKey: .name)
    }
}

private struct NowRecord: Encodable {
    let part: WeatherReportPart<CurrentConditions>

    private enum Key: String, CodingKey {
        case observed_at, temperature, symbol, condition, humidity, rain_last_hour, wind_speed, wind_direction, note
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let current = part.value
        try container.encode(current.map { JSONOutput.timestamp($0.observedAt) }, forKey: .observed_at)
        try container.encode(WeatherText.plausibleTemperature(current?.temperature), forKey: .temperature)
        try container.encode(current?.symbol?.rawValue, forKey: .symbol)
        try container.encode(current?.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(WeatherText.percent(current?.humidity), forKey: .humidity)
        try container.encode(
            current?.rainLastHour.map { AmountRecord(amount: $0, unit: "mm") },
            forKey: .rain_last_hour
        )
        try container.encode(WeatherText.windSpeed(current?.windSpeed), forKey: .wind_speed)
        try container.encode(current?.windDirection.map(WindRecord.init), forKey: .wind_direction)
        try container.encode(part.note.map(TextSanitizer.singleLine), forKey: .note)
    }
}

private struct UVRecord: Encodable {
    let part: WeatherReportPart<UVIndex>

    private enum Key: String, CodingKey { case time, value, level, note }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(part.value.map { JSONOutput.timestamp($0.time) }, forKey: .time)
        try container.encode(part.value?.value, forKey: .value)
        try container.encode(part.value?.level.koreanName, forKey: .level)
        try container.encode(part.note.map(TextSanitizer.singleLine), forKey: .note)
    }
}

/// The dust part: the dust command's own record (`DustReportRecord`) under `report`, or null.
private struct DustPartRecord: Encodable {
    let part: WeatherReportPart<DustReport>

    private enum Key: String, CodingKey { case report, note }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(part.value.map(DustReportRecord.init), forKey: .report)
        try container.encode(part.note.map(TextSanitizer.singleLine), forKey: .note)
    }
}

private struct HourRecord: Encodable {
    let hour: HourlyForecast

    private enum Key: String, CodingKey {
        case time, temperature, symbol, condition, chance_of_rain, precipitation, snowfall, wind_speed, wind_direction,
            humidity
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.timestamp(hour.time), forKey: .time)
        try container.encode(WeatherText.plausibleTemperature(hour.temperature), forKey: .temperature)
        try container.encode(hour.symbol?.rawValue, forKey: .symbol)
        try container.encode(hour.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(WeatherText.percent(hour.chanceOfRain), forKey: .chance_of_rain)
        try container.encode(hour.precipitation.map { AmountRecord(amount: $0, unit: "mm") }, forKey: .precipitation)
        try container.encode(hour.snowfall.map { AmountRecord(amount: $0, unit: "cm") }, forKey: .snowfall)
        try container.encode(WeatherText.windSpeed(hour.windSpeed), forKey: .wind_speed)
        try container.encode(hour.windDirection.map(WindRecord.init), forKey: .wind_direction)
        try container.encode(WeatherText.percent(hour.humidity), forKey: .humidity)
    }
}

private struct DayRecord: Encodable {
    let day: DailyForecast

    private enum Key: String, CodingKey {
        case date, low, low_derived, high, high_derived, condition, symbol, chance_of_rain, sunrise, sunset
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let low = WeatherText.plausibleTemperature(day.low?.value)
        let high = WeatherText.plausibleTemperature(day.high?.value)
        try container.encode(JSONOutput.timestamp(day.date), forKey: .date)
        try container.encode(low, forKey: .low)
        try container.encode(low == nil ? nil : day.low?.isDerived, forKey: .low_derived)
        try container.encode(high, forKey: .high)
        try container.encode(high == nil ? nil : day.high?.isDerived, forKey: .high_derived)
        try container.encode(day.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(day.condition.map { WeatherSymbol($0, isDaytime: true).rawValue }, forKey: .symbol)
        try container.encode(WeatherText.percent(day.chanceOfRain), forKey: .chance_of_rain)
        try container.encode(day.sun.map { JSONOutput.timestamp($0.sunrise) }, forKey: .sunrise)
        try container.encode(day.sun.map { JSONOutput.timestamp($0.sunset) }, forKey: .sunset)
    }
}
