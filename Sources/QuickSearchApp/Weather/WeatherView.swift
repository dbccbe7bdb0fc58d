import CommandKit
import Foundation
import QuickSearchDomain

/// What people read of one round of `qsearch weather`: the reports in the view the options
/// chose, with the notes about what that view shows (a part it has no room for is not noted).
struct WeatherView: HumanView {
    /// The views of `qsearch weather`.
    enum Kind: Sendable, Hashable {
        /// Every saved place, one row each (`WeatherSummaryTable`).
        case summary
        /// The full report of each place (`WeatherReportView`), `hours` asked for.
        case full(hours: Int)
        /// One status-bar line per place (`WeatherLine`), without notes, alerts marked.
        case line
        /// The places side by side (`WeatherMapTable`).
        case map(WeatherMapKind)
    }

    let kind: Kind
    /// The reports to show, in the places' order.
    let reports: [WeatherReport]
    let now: Date
    /// Whether the map's bars may use block characters.
    let unicode: Bool
    /// Whether colour was forced: what colours a status line's alert mark.
    let colorIsForced: Bool

    func render(for terminal: TerminalCapabilities) -> HumanText {
        switch kind {
        case .summary:
            let table = WeatherSummaryTable(terminal: terminal, now: now)
            let outlooks = reports.map { (place: $0.placeName, outlook: $0.outlook) }
            guard terminal.showsTable else {
                return HumanText(
                    lines: table.render(reports),
                    notes: AlertLines.notes(outlooks, now: now) + table.notes(reports)
                )
            }
            let alerts = AlertLines.lines(
                outlooks,
                now: now,
                namesPlaces: reports.count > 1,
                width: terminal.width,
                colorEnabled: terminal.colorEnabled
            )
            return HumanText(lines: alerts + table.render(reports), notes: table.notes(reports))
        case .full(let hours):
            let view = WeatherReportView(terminal: terminal, now: now, requestedHours: hours)
            var text = HumanText(lines: [])
            for report in reports {
                let rendered = view.render(report)
                if !text.lines.isEmpty { text.lines.append("") }
                text.lines += rendered.lines
                text.notes += rendered.notes
            }
            return text
        case .line:
            return HumanText(lines: reports.map(WeatherLine(now: now, colorEnabled: colorIsForced).render))
        case .map(let measure):
            let gauge = DustGauge(width: WeatherMapTable.gaugeWidth, unicode: unicode)
            let table = WeatherMapTable(kind: measure, terminal: terminal, gauge: gauge)
            return HumanText(lines: table.render(reports), notes: table.notes(reports))
        }
    }
}
