import CommandKit
import Foundation
import QuickSearchDomain

/// The full report for one place (`qsearch weather PLACE`, `--at`): Now, Hourly and Daily.
///
/// On a terminal (or with colour forced): sections with aligned tables, a temperature
/// sparkline over the hours, UV levels and dust grades coloured, and a degraded part's note
/// dimmed under it. Piped: tab-separated records, never styled, their first field the kind
/// (fields in docs/qsearch.md, "Weather"): `now`, `hour`, `day`; notes then go to standard error.
struct WeatherReportView {
    let terminal: TerminalCapabilities
    let now: Date
    /// The hours asked for (`--hours`): fewer in the report get a note.
    let requestedHours: Int

    /// The text for standard output, and the notes a piped run writes to standard error (on a
    /// terminal the notes are under their lines).
    func render(_ report: WeatherReport) -> (lines: [String], notes: [String]) {
        guard !terminal.showsTable else { return (styled(report), []) }
        let shortfall = shortfall(report).map { "\(TextSanitizer.singleLine(report.placeName)): \($0)" }
        return (plain(report), WeatherPart.notes(report, now: now) + (shortfall.map { [$0] } ?? []))
    }

    /// `the forecast covers 40 of the 48 hours asked for`, when it covers fewer.
    private func shortfall(_ report: WeatherReport) -> String? {
        guard report.hasForecast, report.hourly.count < requestedHours else { return nil }
        return "the forecast covers \(report.hourly.count) of the \(requestedHours) hours asked for"
    }

    // MARK: Terminal

    private var color: Bool { terminal.colorEnabled }

    private func dimmed(_ text: String) -> String {
        ANSIStyle.dim.apply(to: text, enabled: color)
    }

    private func styled(_ report: WeatherReport) -> [String] {
        var lines = [
            ANSIStyle.bold.apply(to: TextSanitizer.singleLine(report.placeName), enabled: color)
                + dimmed(report.forecastBase.map { "  forecast of \(WeatherText.time($0.issuedAt, now: now))" } ?? "")
        ]
        lines.append(label("Now") + nowLine(report))
        if let note = WeatherPart.nowCastNote(report) { lines.append(dimmed("      \(note)")) }
        lines.append(label("UV") + uvLine(report))
        if let note = report.uv.note { lines.append(dimmed("      \(TextSanitizer.singleLine(note))")) }
        lines.append(label("Dust") + dustLine(report))
        if let note = report.dust.note { lines.append(dimmed("      \(TextSanitizer.singleLine(note))")) }
        if !report.hourly.isEmpty {
            lines.append("")
            lines.append(contentsOf: hourlySection(report.hourly))
        }
        if !report.daily.isEmpty {
            lines.append("")
            lines.append(contentsOf: dailySection(report.daily))
        }
        if let note = report.forecastNote { lines.append(dimmed("forecast: \(TextSanitizer.singleLine(note))")) }
        if let shortfall = shortfall(report) { lines.append(dimmed(shortfall)) }
        return lines
    }

    private func label(_ text: String) -> String {
        ANSIStyle.bold.apply(to: text, enabled: color) + String(repeating: " ", count: max(1, 6 - text.count))
    }

    private func nowLine(_ report: WeatherReport) -> String {
        guard let current = report.current.value else { return "-" }
        var parts: [String] = []
        if let degrees = WeatherText.preciseDegrees(current.temperature) { parts.append("\(degrees)°C") }
        if let condition = current.condition {
            parts.append((current.symbol.map { WeatherText.glyph($0) + " " } ?? "") + condition.koreanName)
        }
        if let rain = WeatherText.amount(current.rainLastHour, unit: "mm") { parts.append("1시간 강수 \(rain)") }
        if let humidity = WeatherText.percent(current.humidity) { parts.append("습도 \(humidity)%") }
        if let wind = WeatherText.wind(speed: current.windSpeed, direction: current.windDirection) {
            parts.append("바람 \(wind)")
        }
        let time = WeatherText.time(current.observedAt, now: now)
        let observed =
            current.isStale
            ? " "
                + ANSIStyle.yellow.apply(
                    to: "(stale: observed \(time), \(WeatherPart.age(of: current, now: now)))",
                    enabled: color
                )
            : dimmed(" (\(time))")
        return (parts.isEmpty ? "-" : parts.joined(separator: " · ")) + observed
    }

    private func uvLine(_ report: WeatherReport) -> String {
        guard let uv = report.uv.value else { return "-" }
        return uv.level.style.apply(to: "\(uv.value) \(uv.level.koreanName)", enabled: color)
            + (uv.isNight ? dimmed(" (night)") : "")
    }

    private func dustLine(_ report: WeatherReport) -> String {
        guard let dust = report.dust.value else { return "-" }
        let readings = dust.readings
        let parts = [(DustField.pm10, readings.pm10), (.pm25, readings.pm25)].map { field, measurement in
            guard let text = DustText.valueAndGrade(measurement) else {
                return "\(field.label) - (\(DustTable.reason(measurement)))"
            }
            return "\(field.label) " + (measurement.grade.map { $0.style.apply(to: text, enabled: color) } ?? text)
        }
        let source = "\(TextSanitizer.singleLine(readings.stationName)), \(DustText.time(readings.dataTime, now: now))"
        let far =
            dust.isStationFar
            ? DustText.distance(dust.stationDistance).map {
                " " + ANSIStyle.yellow.apply(to: "(station \($0) km away)", enabled: color)
            } ?? "" : ""
        return parts.joined(separator: " · ") + dimmed(" (\(source))") + far
    }

    static let hourlyLayout = TableRenderer(columns: [
        TableColumn(header: "TIME", priority: 9, isRequired: true),
        TableColumn(header: "SKY", priority: 8),
        TableColumn(header: "TEMP", alignment: .right, priority: 9, isRequired: true),
        TableColumn(header: "RAIN", alignment: .right, priority: 7),
        TableColumn(header: "AMOUNT", priority: 5),
        TableColumn(header: "WIND", priority: 6),
    ])

    private func hourlySection(_ hours: [HourlyForecast]) -> [String] {
        let temperatures = hours.map { WeatherText.plausibleTemperature($0.temperature) ?? .nan }
        let known = temperatures.filter(\.isFinite)
        var heading = ANSIStyle.bold.apply(to: "Hourly", enabled: color)
        if let low = known.min(), let high = known.max() {
            heading +=
                "  " + Sparkline.render(temperatures)
                + dimmed("  \(WeatherText.number(low.rounded()))°…\(WeatherText.number(high.rounded()))°")
        }
        let rows = hours.map { hour -> [TableCell] in
            let amounts = [
                WeatherText.amount(hour.precipitation, unit: "mm"),
                WeatherText.amount(hour.snowfall, unit: "cm").map { "❄\($0)" },
            ].compactMap { $0 }
            return [
                TableCell(WeatherText.time(hour.time, now: now)),
                TableCell(symbolText(hour.symbol, hour.condition)),
                TableCell(WeatherText.degrees(hour.temperature).map { "\($0)°" } ?? "-"),
                TableCell(WeatherText.percent(hour.chanceOfRain).map { "\($0)%" } ?? "-"),
                TableCell(amounts.isEmpty ? "-" : amounts.joined(separator: " ")),
                TableCell(WeatherText.wind(speed: hour.windSpeed, direction: hour.windDirection) ?? "-"),
            ]
        }
        return [heading] + Self.hourlyLayout.render(rows, width: terminal.width, colorEnabled: color)
    }

    static let dailyLayout = TableRenderer(columns: [
        TableColumn(header: "DATE", priority: 9, isRequired: true),
        TableColumn(header: "LOW", alignment: .right, priority: 8, isRequired: true),
        TableColumn(header: "HIGH", alignment: .right, priority: 8, isRequired: true),
        TableColumn(header: "SKY", priority: 7),
        TableColumn(header: "RAIN", alignment: .right, priority: 6),
    ])

    private func dailySection(_ days: [DailyForecast]) -> [String] {
        let rows = days.map { day -> [TableCell] in
            [
                TableCell(WeatherText.day(day.date)),
                TableCell(WeatherTemperatureCell.text(day.low), style: .blue),
                TableCell(WeatherTemperatureCell.text(day.high), style: .red),
                TableCell(symbolText(day.condition.map { WeatherSymbol($0, isDaytime: true) }, day.condition)),
                TableCell(WeatherText.percent(day.chanceOfRain).map { "\($0)%" } ?? "-"),
            ]
        }
        var lines = [ANSIStyle.bold.apply(to: "Daily", enabled: color)]
        lines += Self.dailyLayout.render(rows, width: terminal.width, colorEnabled: color)
        if days.contains(where: { $0.low?.isDerived == true || $0.high?.isDerived == true }) {
            lines.append(dimmed(WeatherTemperatureCell.legend))
        }
        return lines
    }

    private func symbolText(_ symbol: WeatherSymbol?, _ condition: WeatherCondition?) -> String {
        let text = [symbol.map(WeatherText.glyph), condition?.koreanName].compactMap { $0 }.joined(separator: " ")
        return text.isEmpty ? "-" : text
    }

    // MARK: Piped

    static let nowFields = [
        "now", "place", "observed_at", "temperature", "symbol", "condition", "humidity", "wind_speed",
        "wind_direction", "uv", "uv_level", "pm10", "pm10_grade", "pm25", "pm25_grade", "stale",
    ]
    static let hourFields = [
        "hour", "place", "time", "temperature", "symbol", "condition", "chance_of_rain", "precipitation", "snowfall",
        "wind_speed", "wind_direction",
    ]
    static let dayFields = [
        "day", "place", "date", "low", "low_derived", "high", "high_derived", "condition", "chance_of_rain",
    ]

    private func plain(_ report: WeatherReport) -> [String] {
        let place = report.placeName
        let current = report.current.value
        let dust = report.dust.value?.readings
        let dustValue = { (measurement: DustMeasurement?) in DustText.value(measurement?.value, decimals: 0) }
        let grade = { (measurement: DustMeasurement?) in
            dustValue(measurement) == nil ? "" : measurement?.grade?.koreanName ?? ""
        }
        let nowRow = [
            "now", place, current.map { JSONOutput.korea.timestamp($0.observedAt) } ?? "",
            WeatherText.preciseDegrees(current?.temperature) ?? "", current?.symbol?.rawValue ?? "",
            current?.condition.map(WeatherText.conditionKey) ?? "",
            WeatherText.percent(current?.humidity).map(String.init) ?? "",
            WeatherText.windSpeed(current?.windSpeed).map { WeatherText.number($0) } ?? "",
            current?.windDirection?.compassPoint.abbreviation ?? "",
            report.uv.value.map { String($0.value) } ?? "", report.uv.value?.level.koreanName ?? "",
            dustValue(dust?.pm10) ?? "", grade(dust?.pm10), dustValue(dust?.pm25) ?? "", grade(dust?.pm25),
            current.map { String($0.isStale) } ?? "",
        ]
        let hourRows = report.hourly.map { hour in
            [
                "hour", place, JSONOutput.korea.timestamp(hour.time), WeatherText.degrees(hour.temperature) ?? "",
                hour.symbol?.rawValue ?? "", hour.condition.map(WeatherText.conditionKey) ?? "",
                WeatherText.percent(hour.chanceOfRain).map(String.init) ?? "",
                WeatherText.amount(hour.precipitation, unit: "mm") ?? "",
                WeatherText.amount(hour.snowfall, unit: "cm") ?? "",
                WeatherText.windSpeed(hour.windSpeed).map { WeatherText.number($0) } ?? "",
                hour.windDirection?.compassPoint.abbreviation ?? "",
            ]
        }
        let dayRows = report.daily.map { day in
            [
                "day", place, JSONOutput.korea.timestamp(day.date),
                WeatherText.degrees(day.low?.value) ?? "", day.low.map { String($0.isDerived) } ?? "",
                WeatherText.degrees(day.high?.value) ?? "", day.high.map { String($0.isDerived) } ?? "",
                day.condition.map(WeatherText.conditionKey) ?? "",
                WeatherText.percent(day.chanceOfRain).map(String.init) ?? "",
            ]
        }
        let layout = { (fields: [String]) in TableRenderer(columns: fields.map { TableColumn(header: $0) }) }
        return layout(Self.nowFields).plainRows([nowRow]) + layout(Self.hourFields).plainRows(hourRows)
            + layout(Self.dayFields).plainRows(dayRows)
    }
}
