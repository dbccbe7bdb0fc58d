import CommandKit
import Foundation
import QuickSearchDomain

/// The last 24 hours of each place's station under the dust table, on a terminal: a sparkline
/// per pollutant, each scaled from 0 to the start of 매우나쁨 (PM10 150, PM2.5 75) so that the
/// bars read alike across places, `·` where an hour has no value, and the range measured.
///
/// ```
/// LAST 24H  PM10                            PM2.5
/// 혜화동    ▂▃▃▄▅▆▇▆▅▄▃▂▁▂▃▄▅▆▅▄▃▂▂▃ 12…96  ▁▂▂▃▃▄▅▄▃▃▂▁▁▁▂▃▃▄▃▃▂▁▁▂ 6…44
/// ```
struct DustTrendLines {
    let reports: [DustReport]
    let colorEnabled: Bool
    let width: Int

    /// Each chart ends at its station's newest reading (the table's TIME).
    static let layout = TableRenderer(columns: [
        TableColumn(header: "LAST 24H", minWidth: 8, maxWidth: 20, isFlexible: true, priority: 9, isRequired: true),
        TableColumn(header: "PM10", priority: 8, isRequired: true),
        TableColumn(header: "PM2.5", priority: 7),
    ])

    /// The mark of an hour without a value.
    static let gap: Character = "·"

    /// The chart of one series: a block per hour, `gap` for an hour without a value, then `low…high`.
    static func chart(_ values: [Double?], pollutant: Pollutant) -> String {
        let shown = values.map { value in
            value.flatMap { $0.isFinite && $0 >= 0 && $0 < DustText.largestValue ? $0 : nil }
        }
        let line = Sparkline.render(shown.map { $0 ?? .nan }, range: 0...pollutant.upperBounds.bad, gap: Self.gap)
        let known = shown.compactMap { $0 }
        guard let low = known.min(), let high = known.max() else { return line + " -" }
        return line + " \(Int(low.rounded()))…\(Int(high.rounded()))"
    }

    func render() -> [String] {
        let rows = reports.compactMap { report -> [TableCell]? in
            guard let trend = report.trend else { return nil }
            return [
                TableCell(report.placeName, style: .bold),
                TableCell(Self.chart(trend.pm10, pollutant: .pm10)),
                TableCell(Self.chart(trend.pm25, pollutant: .pm25)),
            ]
        }
        guard !rows.isEmpty else { return [] }
        return Self.layout.render(rows, width: width, colorEnabled: colorEnabled)
    }
}
