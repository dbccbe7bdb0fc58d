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
        /// One line per place filled from a `--format` template (`line` is one), without notes.
        case line(LineTemplate)
        /// The places side by side (`WeatherMapTable`).
        case map(WeatherMapKind)
    }

    let kind: Kind
    /// The reports to show, in the places' order.
    let reports: [WeatherReport]
    let now: Date
    /// Whether the map's bars may use block characters.
    let unicode: Bool

    func render(for terminal: TerminalCapabilities) -> HumanText {
        switch kind {
        case .summary:
            let table = WeatherSummaryTable(terminal: terminal, now: now)
            let alerts = AlertLines.shown(reports.map { ($0.placeName, $0.outlook) }, now: now, on: terminal)
            return HumanText(lines: alerts.lines + table.render(reports), notes: alerts.notes + table.notes(reports))
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
        case .line(let template):
            return HumanText(lines: reports.map { template.render(LineSubject(weather: $0, now: now)) })
        case .map(let measure):
            let gauge = DustGauge(width: WeatherMapTable.gaugeWidth, unicode: unicode)
            let table = WeatherMapTable(kind: measure, terminal: terminal, gauge: gauge)
            return HumanText(lines: table.render(reports), notes: table.notes(reports))
        }
    }
}
