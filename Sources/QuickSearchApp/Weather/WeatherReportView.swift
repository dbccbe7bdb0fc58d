import CommandKit
import Foundation
import QuickSearchDomain

/// The full report for one place (`qsearch weather PLACE`, `--at`): Now, Hourly and Daily.
///
/// On a terminal (or with colour forced): sections with aligned tables, a temperature
/// sparkline over the hours, UV levels and dust grades coloured, and a degraded part's note
/// dimmed under it; every line wrapped at the terminal's width, the Now, UV and Dust lines
/// under their value column, breaking only between the parts joined by ` · `. Piped:
/// tab-separated records, never styled, their first field the kind (fields in
/// docs/qsearch.md, "Weather"): `now`, `hour`, `day`; notes then go to standard error.
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
        let alerts = AlertLines.notes([(report.placeName, report.outlook)], now: now)
        return (plain(report), alerts + WeatherPart.notes(report, now: now) + (shortfall.map { [$0] } ?? []))
    }

    /// `the forecast covers 40 of the 48 hours asked for`, when it covers fewer.
    private func shortfall(_ report: WeatherReport) -> String? {
        guard report.hasForecast, report.hourly.count < requestedHours else { return nil }
        return "the forecast covers \(report.hourly.count) of the \(requestedHours) hours asked for"
    }

    // MARK: Terminal

    private var color: Bool { terminal.colorEnabled }

    /// `spans` wrapped at the terminal's width (`TextWrapping`), after `lead`, the further lines
    /// indented by `indent`.
    private func wrapped(_ spans: [TextSpan], lead: [TextSpan] = [], indent: Int = 0) -> [String] {
        TextWrapping.wrap(spans, width: terminal.width, lead: lead, indent: indent, colorEnabled: color)
    }

    /// A line under the label column, dimmed, wrapped under itself.
    private func noteLines(_ note: String) -> [String] {
        wrapped([TextSpan(TextSanitizer.singleLine(note), style: .dim)], lead: [Self.margin], indent: Self.labelWidth)
    }

    /// The width of the label column (`Now`, `UV`, `Dust`).
    private static let labelWidth = 6
    /// The label column left empty, dimmed like the notes under it.
    private static let margin = TextSpan(String(repeating: " ", count: labelWidth), style: .dim)

    private func styled(_ report: WeatherReport) -> [String] {
        var lines = wrapped([
            TextSpan(TextSanitizer.singleLine(report.placeName), style: .bold),
            TextSpan(
                report.forecastBase.map { "  forecast of \(WeatherText.time($0.issuedAt, now: now))" } ?? "",
                style: .dim
            ),
        ])
        lines += AlertLines.lines(
            [(report.placeName, report.outlook)],
            now: now,
            namesPlaces: false,
            width: terminal.width,
            colorEnabled: color
        )
        lines += labelled("Now", nowSpans(report))
        if let note = WeatherPart.nowCastNote(report) { lines += noteLines(note) }
        lines += labelled("UV", uvSpans(report))
        if let note = report.uv.note { lines += noteLines(note) }
        lines += labelled("Dust", dustSpans(report))
        if let note = report.dust.note { lines += noteLines(note) }
        if let sun = sunSpans(report) { lines += labelled("Sun", sun) }
        if !report.hourly.isEmpty {
            lines.append("")
            lines.append(contentsOf: hourlySection(report.hourly))
        }
        if !report.daily.isEmpty {
            lines.append("")
            lines.append(contentsOf: dailySection(report.daily))
        }
        if let note = report.forecastNote {
            lines += wrapped([TextSpan("forecast: \(TextSanitizer.singleLine(note))", style: .dim)])
        }
        if let shortfall = shortfall(report) { lines += wrapped([TextSpan(shortfall, style: .dim)]) }
        return lines
    }

    /// `label` in bold in the label column, then `value` wrapped under the value column.
    private func labelled(_ label: String, _ value: [TextSpan]) -> [String] {
        let padding = String(repeating: " ", count: max(1, Self.labelWidth - label.count))
        return wrapped(value, lead: [TextSpan(label, style: .bold), TextSpan(padding)], indent: Self.labelWidth)
    }

    /// Parts of a line joined by ` · `, each kept on one line when the line is wrapped.
    private static func joined(_ parts: [String]) -> String {
        let glue = String(TextWrapping.glue)
        return parts.map { $0.replacingOccurrences(of: " ", with: glue) }.joined(separator: glue + "· ")
    }

    private func nowSpans(_ report: WeatherReport) -> [TextSpan] {
        guard let current = report.current.value else { return ["-"] }
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
            ? [" ", TextSpan("(stale: observed \(time), \(WeatherPart.age(of: current, now: now)))", style: .yellow)]
            : [TextSpan(" (\(time))", style: .dim)]
        return [TextSpan(parts.isEmpty ? "-" : Self.joined(parts))] + observed
    }

    private func uvSpans(_ report: WeatherReport) -> [TextSpan] {
        guard let uv = report.uv.value else { return ["-"] }
        let value = TextSpan(Self.joined(["\(uv.value) \(uv.level.koreanName)"]), style: uv.level.style)
        return uv.isNight ? [value, TextSpan(" (night)", style: .dim)] : [value]
    }

    /// `일출 07:12 · 일몰 17:18`: today's sun at the place (computed, so never missing in Korea).
    private func sunSpans(_ report: WeatherReport) -> [TextSpan]? {
        guard let sun = SolarDay(at: report.coordinate, on: now) else { return nil }
        let rise = WeatherText.sunTime(sun.sunrise, now: now)
        let set = WeatherText.sunTime(sun.sunset, now: now)
        return [TextSpan(Self.joined(["일출 \(rise)", "일몰 \(set)"]))]
    }

    private func dustSpans(_ report: WeatherReport) -> [TextSpan] {
        guard let dust = report.dust.value else { return ["-"] }
        let readings = dust.readings
        let glue = String(TextWrapping.glue)
        var spans: [TextSpan] = []
        for (field, measurement) in [(DustField.pm10, readings.pm10), (.pm25, readings.pm25)] {
            if !spans.isEmpty { spans.append(TextSpan(glue + "· ")) }
            guard let text = DustText.valueAndGrade(measurement) else {
                spans.append(TextSpan(Self.joined(["\(field.label) - (\(DustTable.reason(measurement)))"])))
                continue
            }
            spans.append(TextSpan(field.label + glue))
            spans.append(TextSpan(Self.joined([text]), style: measurement.grade?.style))
        }
        let source =
            "\(TextSanitizer.singleLine(readings.stationName)), \(DustText.time(readings.measuredAt, now: now))"
        var far: [TextSpan] = []
        if dust.isStationFar, let distance = DustText.distance(dust.stationDistance) {
            far = [" ", TextSpan(Self.joined(["(station \(distance) km away)"]), style: .yellow)]
        }
        var tomorrow: [TextSpan] = []
        if let grade = report.outlook?.tomorrowsDustGrade(after: now) {
            tomorrow = [
                TextSpan(glue + "· "), TextSpan("tomorrow" + glue),
                TextSpan(Self.joined([grade.koreanName]), style: grade.style),
            ]
        }
        return spans + tomorrow + [TextSpan(" (\(source))", style: .dim)] + far
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
        var heading = [TextSpan("Hourly", style: .bold)]
        if let low = known.min(), let high = known.max() {
            heading += [
                TextSpan("  " + Sparkline.render(temperatures)),
                TextSpan("  \(WeatherText.number(low.rounded()))°…\(WeatherText.number(high.rounded()))°", style: .dim),
            ]
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
        return wrapped(heading) + Self.hourlyLayout.render(rows, width: terminal.width, colorEnabled: color)
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
            lines += wrapped([TextSpan(WeatherTemperatureCell.legend, style: .dim)])
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
        "sunrise", "sunset",
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
                day.sun.map { JSONOutput.korea.timestamp($0.sunrise) } ?? "",
                day.sun.map { JSONOutput.korea.timestamp($0.sunset) } ?? "",
            ]
        }
        let layout = { (fields: [String]) in TableRenderer(columns: fields.map { TableColumn(header: $0) }) }
        return layout(Self.nowFields).plainRows([nowRow]) + layout(Self.hourFields).plainRows(hourRows)
            + layout(Self.dayFields).plainRows(dayRows)
    }
}
