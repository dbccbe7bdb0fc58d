import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch brief` for people. On a terminal, a block per place:
///
/// ```
/// 혜화동  ☂ 5°C 비 · ↓1° ↑5° · next rain 15시 비 90%
///   Dust  PM10 63 보통 · PM2.5 27 보통 · tomorrow 나쁨 (종로구, 14:00)
///   UV    peak 2 낮음 at 12:00
///   ⚠ 건조주의보 (서울) · issued 06:00
/// ```
///
/// what is missing dimmed under it, then the events due (`D-1  접수 마감  11-27 18:00  title`).
/// Piped: one line per place, `혜화동 ☂ 5°C ↓1 ↑5 · 비 15시 90% · PM10 63 보통 · PM2.5 27 보통 ·
/// 내일 나쁨 · UV 2 · ⚠ 건조주의보`, then a line per event; what is missing goes to standard error.
struct BriefView: HumanView {
    let entries: [BriefEntry]
    let events: BriefEvents?
    let now: Date

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let notes = entries.flatMap { entry in
            Self.notes(entry, now: now).map { "\(TextSanitizer.singleLine(entry.place)): \($0)" }
        }
        guard terminal.showsTable else {
            return HumanText(lines: entries.map(line) + eventLines(terminal), notes: notes)
        }
        var lines: [String] = []
        for entry in entries {
            if !lines.isEmpty { lines.append("") }
            lines += block(entry, terminal: terminal)
        }
        let events = eventLines(terminal)
        if !events.isEmpty { lines += [""] + events }
        return HumanText(lines: lines)
    }

    /// What is missing of a place: why its weather failed, and each part's note.
    static func notes(_ entry: BriefEntry, now: Date) -> [String] {
        var notes: [String] = []
        if let failure = entry.failure { notes.append("weather unavailable: \(TextSanitizer.singleLine(failure))") }
        if let report = entry.weather {
            notes += WeatherPart.allCases.flatMap { $0.notes(in: report, now: now) }
        }
        if let forecast = entry.outlook?.dustForecast, forecast.value == nil, let note = forecast.note {
            notes.append("fine-dust forecast unavailable: \(TextSanitizer.singleLine(note))")
        }
        if let alerts = entry.outlook?.alerts, alerts.value == nil, let note = alerts.note {
            notes.append("alerts unavailable: \(TextSanitizer.singleLine(note))")
        }
        return notes
    }

    // MARK: Parts

    private func sky(_ report: WeatherReport) -> String {
        [
            WeatherText.currentSymbol(report).map(WeatherText.glyph),
            WeatherText.degrees(WeatherText.currentTemperature(report)).map { "\($0)°C" },
            WeatherText.currentCondition(report)?.koreanName,
        ].compactMap { $0 }.joined(separator: " ")
    }

    private func lowHigh(_ report: WeatherReport) -> String {
        let today = WeatherText.today(report, now: now)
        return "↓" + WeatherTemperatureCell.text(today?.low) + " ↑" + WeatherTemperatureCell.text(today?.high)
    }

    /// `PM10 63 보통`, `PM10 - (점검및교정)`.
    private func dust(_ field: DustField, _ measurement: DustMeasurement) -> String {
        DustText.valueAndGrade(measurement).map { "\(field.label) \($0)" }
            ?? "\(field.label) - (\(DustTable.reason(measurement)))"
    }

    private func block(_ entry: BriefEntry, terminal: TerminalCapabilities) -> [String] {
        let color = terminal.colorEnabled
        let wrap = { (spans: [TextSpan], lead: [TextSpan], indent: Int) in
            TextWrapping.wrap(spans, width: terminal.width, lead: lead, indent: indent, colorEnabled: color)
        }
        var heading: [TextSpan] = []
        if let report = entry.weather {
            var parts = [sky(report), lowHigh(report)].filter { !$0.isEmpty }
            parts.append(NextRain(report, now: now).map { "next rain \($0.text(now: now))" } ?? "no rain in 24 h")
            heading = [TextSpan("  " + parts.joined(separator: " · "))]
        }
        var lines = wrap(heading, [TextSpan(TextSanitizer.singleLine(entry.place), style: .bold)], 4)
        var dustSpans: [TextSpan] = []
        if let readings = entry.dust?.readings {
            for (field, measurement) in [(DustField.pm10, readings.pm10), (.pm25, readings.pm25)] {
                if !dustSpans.isEmpty { dustSpans.append(TextSpan(" · ")) }
                dustSpans.append(TextSpan(dust(field, measurement), style: measurement.grade?.style))
            }
        }
        if let grade = entry.outlook?.tomorrowsDustGrade(after: now) {
            if !dustSpans.isEmpty { dustSpans.append(TextSpan(" · ")) }
            dustSpans += [TextSpan("tomorrow "), TextSpan(grade.koreanName, style: grade.style)]
        }
        if let readings = entry.dust?.readings {
            let source =
                "\(TextSanitizer.singleLine(readings.stationName)), \(DustText.time(readings.measuredAt, now: now))"
            dustSpans.append(TextSpan(" (\(source))", style: .dim))
        }
        if !dustSpans.isEmpty { lines += wrap(dustSpans, [TextSpan("  "), TextSpan("Dust  ", style: .bold)], 8) }
        if let peak = entry.weather?.uvPeak {
            let text = "peak \(peak.value) \(peak.level.koreanName)"
            lines += wrap(
                [
                    TextSpan(text, style: peak.level.style),
                    TextSpan(" at \(WeatherText.time(peak.time, now: now))", style: .dim),
                ],
                [TextSpan("  "), TextSpan("UV    ", style: .bold)],
                8
            )
        }
        lines += AlertLines.lines(
            [(entry.place, entry.outlook)],
            now: now,
            namesPlaces: false,
            width: max(1, terminal.width - 2),
            colorEnabled: color
        ).map { "  " + $0 }
        for note in Self.notes(entry, now: now) {
            lines += wrap([TextSpan(note, style: .dim)], [TextSpan("  ")], 4)
        }
        return lines
    }

    /// A place's line: `혜화동 ☂ 5°C ↓1 ↑5 · 비 15시 90% · PM10 63 보통 · PM2.5 27 보통 · 내일 나쁨 · UV 2 · ⚠ 건조주의보`.
    private func line(_ entry: BriefEntry) -> String {
        var parts: [String] = []
        var head = TextSanitizer.singleLine(entry.place)
        if let report = entry.weather {
            let today = WeatherText.today(report, now: now)
            head += [
                " " + sky(report),
                " ↓" + (WeatherText.degrees(today?.low?.value) ?? "-"),
                " ↑" + (WeatherText.degrees(today?.high?.value) ?? "-"),
            ].joined()
        }
        parts.append(head)
        if let report = entry.weather { parts.append(NextRain(report, now: now)?.text(now: now) ?? "비 없음") }
        if let readings = entry.dust?.readings {
            parts += [dust(.pm10, readings.pm10), dust(.pm25, readings.pm25)]
        }
        if let grade = entry.outlook?.tomorrowsDustGrade(after: now) { parts.append("내일 \(grade.koreanName)") }
        if let peak = entry.weather?.uvPeak { parts.append("UV \(peak.value)") }
        return parts.joined(separator: " · ") + AlertLines.mark(entry.outlook, colorEnabled: false)
    }

    /// The events due, soonest first: a heading and a table on a terminal, a line each piped.
    private func eventLines(_ terminal: TerminalCapabilities) -> [String] {
        guard let events, !events.due.isEmpty else { return [] }
        let rows = events.due.map { due -> [TableCell] in
            let dday = due.dday(at: now)
            return [
                TableCell(dday, style: dday.hasPrefix("오늘") ? .red : dday == "D-1" ? .yellow : .cyan),
                TableCell(DevEventDueView.what(due.kind)),
                TableCell(WeatherText.time(due.moment, now: now)),
                TableCell(TextSanitizer.singleLine(due.event.title)),
            ]
        }
        guard terminal.showsTable else {
            return rows.map { $0.map(\.text).joined(separator: " ") }
        }
        let layout = TableRenderer(columns: [
            TableColumn(header: "D-DAY", priority: 8, isRequired: true),
            TableColumn(header: "WHAT", priority: 6),
            TableColumn(header: "WHEN", priority: 7),
            TableColumn(header: "EVENT", minWidth: 12, maxWidth: 60, isFlexible: true, priority: 9, isRequired: true),
        ])
        let title = "Saved events due within \(DevEventAnnouncementPlan.label(Int(events.window)))"
        return [ANSIStyle.bold.apply(to: title, enabled: terminal.colorEnabled)]
            + layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }
}
