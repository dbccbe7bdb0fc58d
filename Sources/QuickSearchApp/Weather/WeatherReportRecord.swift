import CommandKit
import Foundation
import QuickSearchDomain

/// The documented JSON form of one place's report (a `--jsonl` line, an entry of `reports`):
/// snake_case keys, every key always present (null when unknown); a degraded part carries its
/// `note`. Schema in docs/json.md, section "Weather".
struct WeatherReportRecord: FieldSelectable {
    let report: WeatherReport

    enum FieldKey: String, CodingKey, CaseIterable {
        case place, latitude, longitude
        case gridNx = "grid_nx"
        case gridNy = "grid_ny"
        case forecastBase = "forecast_base"
        case generatedAt = "generated_at"
        case now, uv, dust, hourly, daily
        case forecastNote = "forecast_note"
        case alerts
        case alertsNote = "alerts_note"
        case dustForecast = "dust_forecast"
        case dustForecastNote = "dust_forecast_note"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(TextSanitizer.singleLine(report.placeName), forKey: .place)
        try container.encode(report.coordinate.latitude, forKey: .latitude)
        try container.encode(report.coordinate.longitude, forKey: .longitude)
        try container.encode(report.grid.x, forKey: .gridNx)
        try container.encode(report.grid.y, forKey: .gridNy)
        try container.encode(report.forecastBase.map { JSONOutput.korea.timestamp($0.issuedAt) }, forKey: .forecastBase)
        try container.encode(JSONOutput.korea.timestamp(report.generatedAt), forKey: .generatedAt)
        try container.encode(NowRecord(part: report.current), forKey: .now)
        try container.encode(UVRecord(part: report.uv, peak: report.uvPeak), forKey: .uv)
        try container.encode(DustPartRecord(part: report.dust), forKey: .dust)
        try container.encode(report.hourly.map(HourRecord.init), forKey: .hourly)
        try container.encode(report.daily.map(DayRecord.init), forKey: .daily)
        try container.encode(report.forecastNote.map(TextSanitizer.singleLine), forKey: .forecastNote)
        let outlook = report.outlook
        try container.encode(outlook?.alerts.value.map { $0.map(AlertRecord.init) }, forKey: .alerts)
        try container.encode(outlook?.alerts.note.map(TextSanitizer.singleLine), forKey: .alertsNote)
        try container.encode(
            outlook?.dustForecast.value.map { $0.map(DustForecastEntryRecord.init) },
            forKey: .dustForecast
        )
        try container.encode(outlook?.dustForecast.note.map(TextSanitizer.singleLine), forKey: .dustForecastNote)
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
        case observedAt = "observed_at"
        case stale, temperature, symbol, condition, humidity
        case rainLastHour = "rain_last_hour"
        case windSpeed = "wind_speed"
        case windDirection = "wind_direction"
        case note
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let current = part.value
        try container.encode(current.map { JSONOutput.korea.timestamp($0.observedAt) }, forKey: .observedAt)
        try container.encode(current?.isStale, forKey: .stale)
        try container.encode(WeatherText.plausibleTemperature(current?.temperature), forKey: .temperature)
        try container.encode(current?.symbol?.rawValue, forKey: .symbol)
        try container.encode(current?.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(WeatherText.percent(current?.humidity), forKey: .humidity)
        try container.encode(
            current?.rainLastHour.map { AmountRecord(amount: $0, unit: "mm") },
            forKey: .rainLastHour
        )
        try container.encode(WeatherText.windSpeed(current?.windSpeed), forKey: .windSpeed)
        try container.encode(current?.windDirection.map(WindRecord.init), forKey: .windDirection)
        try container.encode(part.note.map(TextSanitizer.singleLine), forKey: .note)
    }
}

private struct UVRecord: Encodable {
    let part: WeatherReportPart<UVIndex>
    /// Today's highest index.
    let peak: UVIndex?

    private enum Key: String, CodingKey {
        case time, value, level, night, note
        case peakTime = "peak_time"
        case peakValue = "peak_value"
        case peakLevel = "peak_level"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(part.value.map { JSONOutput.korea.timestamp($0.time) }, forKey: .time)
        try container.encode(part.value?.value, forKey: .value)
        try container.encode(part.value?.level.koreanName, forKey: .level)
        try container.encode(part.value?.isNight, forKey: .night)
        try container.encode(part.note.map(TextSanitizer.singleLine), forKey: .note)
        try container.encode(peak.map { JSONOutput.korea.timestamp($0.time) }, forKey: .peakTime)
        try container.encode(peak?.value, forKey: .peakValue)
        try container.encode(peak?.level.koreanName, forKey: .peakLevel)
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
        case time, temperature, symbol, condition
        case chanceOfRain = "chance_of_rain"
        case precipitation, snowfall
        case windSpeed = "wind_speed"
        case windDirection = "wind_direction"
        case
            humidity
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(JSONOutput.korea.timestamp(hour.time), forKey: .time)
        try container.encode(WeatherText.plausibleTemperature(hour.temperature), forKey: .temperature)
        try container.encode(hour.symbol?.rawValue, forKey: .symbol)
        try container.encode(hour.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(WeatherText.percent(hour.chanceOfRain), forKey: .chanceOfRain)
        try container.encode(hour.precipitation.map { AmountRecord(amount: $0, unit: "mm") }, forKey: .precipitation)
        try container.encode(hour.snowfall.map { AmountRecord(amount: $0, unit: "cm") }, forKey: .snowfall)
        try container.encode(WeatherText.windSpeed(hour.windSpeed), forKey: .windSpeed)
        try container.encode(hour.windDirection.map(WindRecord.init), forKey: .windDirection)
        try container.encode(WeatherText.percent(hour.humidity), forKey: .humidity)
    }
}

private struct DayRecord: Encodable {
    let day: DailyForecast

    private enum Key: String, CodingKey {
        case date, low
        case lowDerived = "low_derived"
        case high
        case highDerived = "high_derived"
        case condition, symbol
        case chanceOfRain = "chance_of_rain"
        case sunrise, sunset
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let low = WeatherText.plausibleTemperature(day.low?.value)
        let high = WeatherText.plausibleTemperature(day.high?.value)
        try container.encode(JSONOutput.korea.timestamp(day.date), forKey: .date)
        try container.encode(low, forKey: .low)
        try container.encode(low == nil ? nil : day.low?.isDerived, forKey: .lowDerived)
        try container.encode(high, forKey: .high)
        try container.encode(high == nil ? nil : day.high?.isDerived, forKey: .highDerived)
        try container.encode(day.condition.map(WeatherText.conditionKey), forKey: .condition)
        try container.encode(day.condition.map { WeatherSymbol($0, isDaytime: true).rawValue }, forKey: .symbol)
        try container.encode(WeatherText.percent(day.chanceOfRain), forKey: .chanceOfRain)
        try container.encode(day.sun.map { JSONOutput.korea.timestamp($0.sunrise) }, forKey: .sunrise)
        try container.encode(day.sun.map { JSONOutput.korea.timestamp($0.sunset) }, forKey: .sunset)
    }
}
