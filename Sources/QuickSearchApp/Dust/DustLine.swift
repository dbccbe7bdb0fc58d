import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch dust --format line`: one line per place for status bars,
/// `혜화동 PM10 42 보통 · PM2.5 18 보통 (14:00)`; an unavailable value reads `PM10 - (점검및교정)`;
/// alerts in force are marked at the end, as `%a` writes them (`AlertLines.mark`: ` ⚠2`).
/// Grades are coloured only when `colorEnabled` (colour forced, not merely a terminal).
struct DustLine: HumanView {
    let reports: [DustReport]
    let now: Date
    let colorEnabled: Bool

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: reports.map(line))
    }

    private func line(_ report: DustReport) -> String {
        let readings = report.readings
        let pm10 = part(.pm10, readings.pm10)
        let pm25 = part(.pm25, readings.pm25)
        let time = DustText.time(readings.measuredAt, now: now)
        let mark = AlertLines.mark(report.outlook, colorEnabled: colorEnabled)
        return "\(TextSanitizer.singleLine(report.placeName)) \(pm10) · \(pm25) (\(time))\(mark)"
    }

    private func part(_ field: DustField, _ measurement: DustMeasurement) -> String {
        guard let text = DustText.valueAndGrade(measurement) else {
            return "\(field.label) - (\(DustTable.reason(measurement)))"
        }
        let styled = measurement.grade.map { $0.style.apply(to: text, enabled: colorEnabled) } ?? text
        return "\(field.label) \(styled)"
    }
}
