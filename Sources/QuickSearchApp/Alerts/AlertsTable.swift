import CommandKit
import Foundation
import QuickSearchDomain

/// Human output of `qsearch alerts`: a row per alert, the place on its first, the alert in its
/// level's colour (a cleared one dimmed, with when it was cleared); a place without any is a
/// remark. Piped: tab-separated rows place, source, kind, level, region, issued_at, cleared_at,
/// text (the place empty for `--nation`).
struct AlertsTable: HumanView {
    let entries: [AlertsPlace]
    let now: Date

    static let layout = TableRenderer(columns: [
        TableColumn(header: "PLACE", minWidth: 6, maxWidth: 16, isFlexible: true, priority: 8),
        TableColumn(header: "ALERT", minWidth: 8, maxWidth: 40, isFlexible: true, priority: 9, isRequired: true),
        TableColumn(header: "REGION", minWidth: 6, maxWidth: 40, isFlexible: true, priority: 7),
        TableColumn(header: "ISSUED", priority: 6),
        TableColumn(header: "CLEARED", priority: 5),
    ])

    static let plainLayout = TableRenderer(
        columns: ["place", "source", "kind", "level", "region", "issued_at", "cleared_at", "text"].map {
            TableColumn(header: $0)
        }
    )

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let remarks = entries.compactMap { entry -> String? in
            guard entry.alerts.isEmpty else { return nil }
            return entry.place.map { "\(TextSanitizer.singleLine($0)): no alerts in force" } ?? "no alerts in force"
        }
        guard terminal.showsTable else {
            let rows = entries.flatMap { entry in
                entry.alerts.map { alert in
                    [
                        entry.place ?? "", AlertRecord.sourceKey(alert.source), alert.kind.key, alert.level.rawValue,
                        alert.region, alert.issuedAt.map(JSONOutput.korea.timestamp) ?? "",
                        alert.clearedAt.map(JSONOutput.korea.timestamp) ?? "", alert.text,
                    ].map { TableCell($0) }
                }
            }
            return HumanText(lines: Self.plainLayout.plainRows(rows), remarks: remarks)
        }
        let rows = entries.flatMap { entry in
            entry.alerts.enumerated().map { index, alert -> [TableCell] in
                let style: ANSIStyle = alert.isInForce ? alert.level.style : .dim
                return [
                    TableCell(index == 0 ? entry.place ?? "" : "", style: .bold),
                    TableCell("\(AlertLines.symbol) \(alert.text)", style: style),
                    TableCell(alert.region, style: alert.isInForce ? nil : .dim),
                    TableCell(alert.issuedAt.map { DustText.time($0, now: now) } ?? "-"),
                    TableCell(alert.clearedAt.map { DustText.time($0, now: now) } ?? "-", style: .dim),
                ]
            }
        }
        let nation = entries.allSatisfy { $0.place == nil }
        let layout = nation ? TableRenderer(columns: Array(Self.layout.columns.dropFirst())) : Self.layout
        let shown = nation ? rows.map { Array($0.dropFirst()) } : rows
        let lines =
            shown.isEmpty ? [] : layout.render(shown, width: terminal.width, colorEnabled: terminal.colorEnabled)
        return HumanText(lines: lines, remarks: remarks)
    }
}
