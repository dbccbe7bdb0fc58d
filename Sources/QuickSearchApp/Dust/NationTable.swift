import CommandKit
import Foundation
import QuickSearchDomain

/// Human output of `qsearch dust --nation`: one row per province with the PM10 and PM2.5 means,
/// their grades (coloured when colour is on) and bar gauges, the station count and the time.
/// Piped: tab-separated rows of province, pm10, pm10_grade, pm25, pm25_grade, station_count,
/// data_time (ISO 8601), a missing value an empty field.
struct NationTable: HumanView {
    let provinces: [ProvinceDust]
    let now: Date
    let gauge: DustGauge

    /// The columns each bar takes.
    static let gaugeWidth = 10

    static let layout = TableRenderer(columns: [
        TableColumn(header: "PROVINCE", priority: 9, isRequired: true),
        TableColumn(header: "PM10", priority: 8, isRequired: true),
        TableColumn(header: "", priority: 4),
        TableColumn(header: "PM2.5", priority: 8, isRequired: true),
        TableColumn(header: "", priority: 4),
        TableColumn(header: "STATIONS", alignment: .right, priority: 2),
        TableColumn(header: "TIME", priority: 3),
    ])

    static let plainLayout = TableRenderer(
        columns: [
            "province", "pm10", "pm10_grade", "pm25", "pm25_grade", "station_count", "data_time",
        ].map { TableColumn(header: $0) }
    )

    func render(for terminal: TerminalCapabilities) -> HumanText {
        guard terminal.showsTable else {
            return HumanText(lines: Self.plainLayout.plainRows(provinces.map(plainRow)))
        }
        return HumanText(
            lines: Self.layout.render(provinces.map(row), width: terminal.width, colorEnabled: terminal.colorEnabled)
        )
    }

    private func row(_ province: ProvinceDust) -> [TableCell] {
        [
            TableCell(province.province, style: .bold),
            valueCell(province.pm10),
            gaugeCell(province.pm10, pollutant: .pm10),
            valueCell(province.pm25),
            gaugeCell(province.pm25, pollutant: .pm25),
            TableCell("\(province.stationCount)"),
            TableCell(province.measuredAt.map { DustText.time($0, now: now) } ?? "-"),
        ]
    }

    private func valueCell(_ measurement: DustMeasurement) -> TableCell {
        guard let text = DustText.valueAndGrade(measurement) else { return TableCell("-", style: .dim) }
        return TableCell(text, style: measurement.grade?.style)
    }

    private func gaugeCell(_ measurement: DustMeasurement, pollutant: Pollutant) -> TableCell {
        let shown = DustText.value(measurement.value, decimals: 0) == nil ? nil : measurement.value
        return TableCell(gauge.render(shown, pollutant: pollutant), style: measurement.grade?.style)
    }

    private func plainRow(_ province: ProvinceDust) -> [TableCell] {
        let value = { (measurement: DustMeasurement) in DustText.value(measurement.value, decimals: 0) ?? "" }
        let grade = { (measurement: DustMeasurement) in
            DustText.value(measurement.value, decimals: 0) == nil ? "" : measurement.grade?.koreanName ?? ""
        }
        return [
            province.province, value(province.pm10), grade(province.pm10), value(province.pm25), grade(province.pm25),
            "\(province.stationCount)", province.measuredAt.map(JSONOutput.korea.timestamp) ?? "",
        ].map { TableCell($0) }
    }
}
