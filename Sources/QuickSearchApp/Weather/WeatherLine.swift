import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch weather --format line`: one line per place for status bars,
/// `혜화동 ☀ 12°C ↓4 ↑15 강수 20%`; an unknown value reads `-`; alerts in force are marked at the
/// end (`AlertLines.mark`: ` ⚠ 건조주의보`), coloured only when `colorEnabled` (colour forced).
struct WeatherLine {
    let now: Date
    let colorEnabled: Bool

    func render(_ report: WeatherReport) -> String {
        let today = WeatherText.today(report, now: now)
        var parts = [TextSanitizer.singleLine(report.placeName)]
        if let symbol = WeatherText.currentSymbol(report) { parts.append(WeatherText.glyph(symbol)) }
        parts.append((WeatherText.degrees(WeatherText.currentTemperature(report)) ?? "-") + "°C")
        parts.append("↓" + (WeatherText.degrees(today?.low?.value) ?? "-"))
        parts.append("↑" + (WeatherText.degrees(today?.high?.value) ?? "-"))
        parts.append("강수 " + (WeatherText.chanceOfRain(report, now: now).map { "\($0)%" } ?? "-"))
        return parts.joined(separator: " ") + AlertLines.mark(report.outlook, colorEnabled: colorEnabled)
    }
}
