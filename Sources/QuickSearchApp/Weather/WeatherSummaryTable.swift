import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch weather` over every saved place: one row each with the temperature now, today's
/// low and high, the sky and the chance of rain. An aligned table on a terminal (or when colour
/// is forced), else tab-separated plain rows:
/// place, temperature, symbol, condition, low, high, chance_of_rain (empty when unknown).
struct WeatherSummaryTable {
    let terminal: TerminalCapabilities
    let now: Date

    static let layout = TableRenderer(columns: [
        TableColumn(header: "PLACE", minWidth: 8, maxWidth: 20, isFlexible: true, priority: 9, isRequired: true),
        TableColumn(header: "NOW", alignment: .right, priority: 8, isRequired: true),
        TableColumn(header: "SKY", priority: 7),
        TableColumn(header: "LOW/HIGH", priority: 6),
        TableColumn(header: "RAIN", alignment: .right, priority: 5),
    ])

    static let plainLayout = TableRenderer(
        columns: [
            "place", "temperature", "symbol", "condition", "low", "high", "chance_of_rain",
        ].map { TableColumn(header: $0) }
    )

    func render(_ reports: [WeatherReport]) -> [String] {
        guard terminal.showsTable else {
            return Self.plainLayout.plainRows(reports.map(plainRow))
        }
        return Self.layout.render(reports.map(row), width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    /// The notes about what the rows show: the now-cast (NOW, SKY) and the forecast (LOW/HIGH,
    /// RAIN, and NOW and SKY without a now-cast); none about UV or fine dust, which they lack.
    func notes(_ reports: [WeatherReport]) -> [String] {
        reports.flatMap { WeatherPart.notes($0, now: now, about: [.now, .forecast]) }
    }

    private func row(_ report: WeatherReport) -> [TableCell] {
        let today = WeatherText.today(report, now: now)
        let sky = [
            WeatherText.currentSymbol(report).map(WeatherText.glyph),
            WeatherText.currentCondition(report)?.koreanName,
        ].compactMap { $0 }.joined(separator: " ")
        let low = WeatherTemperatureCell.text(today?.low)
        let high = WeatherTemperatureCell.text(today?.high)
        return [
            TableCell(report.placeName, style: .bold),
            TableCell(WeatherText.degrees(WeatherText.currentTemperature(report)).map { "\($0)°C" } ?? "-"),
            TableCell(sky.isEmpty ? "-" : sky),
            TableCell("\(low) / \(high)"),
            TableCell(WeatherText.chanceOfRain(report, now: now).map { "\($0)%" } ?? "-"),
        ]
    }

    private func plainRow(_ report: WeatherReport) -> [TableCell] {
        let today = WeatherText.today(report, now: now)
        return [
            report.placeName,
            WeatherText.degrees(WeatherText.currentTemperature(report)) ?? "",
            WeatherText.currentSymbol(report)?.rawValue ?? "",
            WeatherText.currentCondition(report).map(WeatherText.conditionKey) ?? "",
            WeatherText.degrees(today?.low?.value) ?? "",
            WeatherText.degrees(today?.high?.value) ?? "",
            WeatherText.chanceOfRain(report, now: now).map(String.init) ?? "",
        ].map { TableCell($0) }
    }
}

/// A day's low or high as a cell shows it: `4°`, `~4°` when derived from the hours, `-`.
enum WeatherTemperatureCell {
    /// The mark of a derived value, explained by `legend`.
    static let derivedMark = "~"
    static let legend = "~ derived from the day's hourly temperatures (KMA sent no TMN/TMX for that day)"

    static func text(_ temperature: DailyTemperature?) -> String {
        guard let temperature, let degrees = WeatherText.degrees(temperature.value) else { return "-" }
        return (temperature.isDerived ? derivedMark : "") + degrees + "°"
    }
}
