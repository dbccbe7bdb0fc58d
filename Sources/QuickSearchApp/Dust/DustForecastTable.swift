import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch dust --forecast`: each place's fine-dust forecast, a row per day from today with
/// the grades of PM10, PM2.5 and (in its season) O3, coloured as the readings' grades, and when
/// the release grading it came out; the alerts in force above it, and the causes the releases
/// give under it. Piped: tab-separated rows place, region, date, pollutant, grade, issued_at,
/// one per grade; the alerts and causes go to standard error as notes.
struct DustForecastTable: HumanView {
    let reports: [DustReport]
    let now: Date

    static let layout = TableRenderer(columns: [
        TableColumn(header: "PLACE", minWidth: 8, maxWidth: 20, isFlexible: true, priority: 9, isRequired: true),
        TableColumn(header: "REGION", priority: 5),
        TableColumn(header: "DAY", priority: 9, isRequired: true),
        TableColumn(header: "PM10", priority: 8, isRequired: true),
        TableColumn(header: "PM2.5", priority: 8, isRequired: true),
        TableColumn(header: "O3", priority: 4),
        TableColumn(header: "ISSUED", priority: 3),
    ])

    static let plainLayout = TableRenderer(
        columns: ["place", "region", "date", "pollutant", "grade", "issued_at"].map { TableColumn(header: $0) }
    )

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let alerts = AlertLines.shown(reports.map { ($0.placeName, $0.outlook) }, now: now, on: terminal)
        guard terminal.showsTable else {
            let rows = reports.flatMap { report in
                (report.outlook?.dustForecast.value ?? []).map { entry in
                    [
                        report.placeName, entry.region.koreanName, JSONOutput.korea.timestamp(entry.date),
                        entry.pollutant.key, entry.grade.koreanName, JSONOutput.korea.timestamp(entry.issuedAt),
                    ].map { TableCell($0) }
                }
            }
            return HumanText(
                lines: Self.plainLayout.plainRows(rows),
                notes: alerts.notes + notes
            )
        }
        let rows = reports.flatMap(rows)
        let table =
            rows.isEmpty ? [] : Self.layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
        return HumanText(lines: alerts.lines + table, notes: notes)
    }

    /// A place's rows: one per day, the place and region on its first.
    private func rows(_ report: DustReport) -> [[TableCell]] {
        let entries = report.outlook?.dustForecast.value ?? []
        let days = entries.map(\.date).reduce(into: [Date]()) { days, day in
            if days.last != day { days.append(day) }
        }
        return days.enumerated().map { index, day in
            let graded = entries.filter { $0.date == day }
            func cell(_ pollutant: ForecastPollutant) -> TableCell {
                guard let entry = graded.first(where: { $0.pollutant == pollutant }) else {
                    return TableCell("-", style: .dim)
                }
                return TableCell(entry.grade.koreanName, style: entry.grade.style)
            }
            let issued = graded.map(\.issuedAt).max().map { DustText.time($0, now: now) } ?? "-"
            return [
                TableCell(index == 0 ? report.placeName : "", style: .bold),
                TableCell(index == 0 ? graded.first?.region.koreanName ?? "" : ""),
                TableCell(WeatherText.day(day)),
                cell(.pm10),
                cell(.pm25),
                cell(.ozone),
                TableCell(issued),
            ]
        }
    }

    /// Why a place has no forecast, and each cause once: `PM10, 11-27 (금): 대기 정체로 …`.
    var notes: [String] {
        var seen: Set<String> = []
        var notes: [String] = []
        for report in reports {
            let place = TextSanitizer.singleLine(report.placeName)
            guard let forecast = report.outlook?.dustForecast else { continue }
            if let note = forecast.note {
                notes.append(
                    "\(place): " + (forecast.value == nil ? "fine-dust forecast unavailable: " : "")
                        + TextSanitizer.singleLine(note)
                )
            }
            for entry in forecast.value ?? [] {
                guard let cause = entry.cause else { continue }
                let line =
                    "\(entry.pollutant.label), \(WeatherText.day(entry.date)): \(TextSanitizer.singleLine(cause))"
                if seen.insert(line).inserted { notes.append(line) }
            }
        }
        return notes
    }
}
