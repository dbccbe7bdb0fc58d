import CommandKit
import Foundation
import QuickSearchDomain

/// `qsearch weather --map temp|uv|dust`: the places side by side, one row each, north to south,
/// with the value, its level (UV levels and dust grades coloured) and a bar scaled across the
/// places shown. Piped: tab-separated rows place, latitude, longitude, value, level (no bar).
struct WeatherMapTable {
    let kind: WeatherMapKind
    let terminal: TerminalCapabilities
    let gauge: DustGauge

    /// The bar's width in columns.
    static let gaugeWidth = 20

    /// One place's entry: the value for the bar, the text shown, the level and its colour.
    struct Entry {
        var value: Double?
        var text: String
        var level: String
        var style: ANSIStyle?
    }

    /// The reports north to south (by latitude, the saved order breaking ties).
    static func ordered(_ reports: [WeatherReport]) -> [WeatherReport] {
        reports.enumerated().sorted {
            $0.element.coordinate.latitude != $1.element.coordinate.latitude
                ? $0.element.coordinate.latitude > $1.element.coordinate.latitude
                : $0.offset < $1.offset
        }.map(\.element)
    }

    func render(_ reports: [WeatherReport]) -> [String] {
        let ordered = Self.ordered(reports)
        let entries = ordered.map(entry)
        let values = entries.compactMap(\.value)
        guard terminal.showsTable else {
            let rows = zip(ordered, entries).map { report, entry in
                [
                    report.placeName, coordinate(report.coordinate.latitude), coordinate(report.coordinate.longitude),
                    entry.value.map { WeatherText.number($0) } ?? "", entry.level,
                ]
            }
            return TableRenderer(
                columns: ["place", "latitude", "longitude", "value", "level"].map { TableColumn(header: $0) }
            ).plainRows(rows)
        }
        let scale = scale(values)
        let layout = TableRenderer(columns: [
            TableColumn(header: "PLACE", minWidth: 8, maxWidth: 20, isFlexible: true, priority: 9, isRequired: true),
            TableColumn(header: header, alignment: .right, priority: 9, isRequired: true),
            TableColumn(header: "LEVEL", priority: 7),
            TableColumn(header: "", priority: 8),
        ])
        let rows = zip(ordered, entries).map { report, entry -> [TableCell] in
            [
                TableCell(report.placeName, style: .bold),
                TableCell(entry.text, style: entry.style),
                TableCell(entry.level, style: entry.style),
                TableCell(gauge.render(fraction: entry.value.flatMap(scale)), style: entry.style),
            ]
        }
        return layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    /// The note of each place whose value is missing because its part failed (in the places' order).
    func notes(_ reports: [WeatherReport]) -> [String] {
        reports.compactMap { report in
            let note: String? =
                switch kind {
                case .temp: report.current.note
                case .uv: report.uv.note.map { "UV unavailable: \($0)" }
                case .dust: report.dust.note.map { "fine dust unavailable: \($0)" }
                }
            return note.map { "\(TextSanitizer.singleLine(report.placeName)): \(TextSanitizer.singleLine($0))" }
        }
    }

    private var header: String {
        switch kind {
        case .temp: "NOW"
        case .uv: "UV"
        case .dust: "PM10 · PM2.5"
        }
    }

    private func coordinate(_ value: Double) -> String {
        String(format: "%.4f", value)
    }

    /// How a value maps to the bar: temperatures from the coldest (a sliver) to the warmest
    /// shown; indices and concentrations from 0 to the highest shown.
    private func scale(_ values: [Double]) -> (Double) -> Double? {
        guard let high = values.max() else { return { _ in nil } }
        switch kind {
        case .temp:
            let low = values.min() ?? high
            guard high > low else { return { _ in 1 } }
            return { 0.05 + 0.95 * ($0 - low) / (high - low) }
        case .uv, .dust:
            guard high > 0 else { return { _ in 0 } }
            return { $0 / high }
        }
    }

    private func entry(_ report: WeatherReport) -> Entry {
        switch kind {
        case .temp:
            let value = WeatherText.currentTemperature(report)
            return Entry(
                value: value,
                text: WeatherText.degrees(value).map { "\($0)°C" } ?? "-",
                level: WeatherText.currentCondition(report)?.koreanName ?? "-",
                style: nil
            )
        case .uv:
            guard let uv = report.uv.value else { return Entry(value: nil, text: "-", level: "-", style: .dim) }
            return Entry(
                value: Double(uv.value),
                text: String(uv.value),
                level: uv.level.koreanName,
                style: uv.level.style
            )
        case .dust:
            guard let readings = report.dust.value?.readings else {
                return Entry(value: nil, text: "-", level: "-", style: .dim)
            }
            let pm10 = DustText.value(readings.pm10.value, decimals: 0)
            let pm25 = DustText.value(readings.pm25.value, decimals: 0)
            let level = [readings.pm10, readings.pm25].compactMap(\.grade).max()
            return Entry(
                value: pm10 == nil ? nil : readings.pm10.value,
                text: "\(pm10 ?? "-") · \(pm25 ?? "-")",
                level: level?.koreanName ?? "-",
                style: level?.style
            )
        }
    }
}
