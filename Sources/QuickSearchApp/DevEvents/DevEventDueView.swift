import CommandKit
import Foundation
import QuickSearchDomain

/// `due` for people: on a terminal, a table of the due moments, soonest first, with the D-day
/// (`D-1`, `오늘 18:00`), what falls due (`접수 마감`, `행사 시작`) and, when announcing, the
/// threshold crossed; the credit line under it. Piped, tab-separated rows: id, kind, the moment
/// in ISO 8601, D-day, title, url, threshold (empty when listing), favourite. Announcing with
/// nothing new, nothing at all (no credit line either), so a timer's mail stays empty.
struct DevEventDueView: HumanView {
    let records: [DevEventDueRecord]
    let now: Date
    let announcing: Bool
    let credit: String
    let remarks: [String]
    /// With `--weather`: a last WEATHER column (piped: field).
    var weather = false

    private static let columns = [
        TableColumn(header: "ID", priority: 9, isRequired: true),
        TableColumn(header: "D-DAY", priority: 8),
        TableColumn(header: "WHEN", priority: 6),
        TableColumn(header: "WHAT", priority: 5),
        TableColumn(header: "TITLE", minWidth: 16, maxWidth: 60, isFlexible: true, priority: 7),
    ]
    private static let listLayout = TableRenderer(columns: columns)
    private static let announceLayout = TableRenderer(
        columns: columns + [TableColumn(header: "WITHIN", priority: 4)]
    )
    private static let weatherColumn = TableColumn(header: "WEATHER", maxWidth: 24, priority: 4)
    private static let plainHeaders = ["ID", "KIND", "AT", "DDAY", "TITLE", "URL", "THRESHOLD", "FAVORITE"]
    private static let plainLayout = TableRenderer(columns: plainHeaders.map { TableColumn(header: $0) })
    private static let plainWeatherLayout = TableRenderer(
        columns: (plainHeaders + ["WEATHER"]).map { TableColumn(header: $0) }
    )

    func render(for terminal: TerminalCapabilities) -> HumanText {
        guard !records.isEmpty else {
            return announcing
                ? HumanText(lines: [], remarks: remarks) : HumanText(lines: [], notes: [credit], remarks: remarks)
        }
        guard terminal.showsTable else {
            return HumanText(
                lines: (weather ? Self.plainWeatherLayout : Self.plainLayout).plainRows(records.map(plainRow)),
                notes: [credit],
                remarks: remarks
            )
        }
        var layout = announcing ? Self.announceLayout : Self.listLayout
        if weather { layout.columns.append(Self.weatherColumn) }
        let lines = layout.render(records.map(row), width: terminal.width, colorEnabled: terminal.colorEnabled)
        return HumanText(lines: lines + [""], notes: [credit], remarks: remarks)
    }

    /// What falls due, in words.
    static func what(_ kind: DevEventDueKind) -> String {
        kind == .registration ? "접수 마감" : "행사 시작"
    }

    private func row(_ record: DevEventDueRecord) -> [TableCell] {
        let due = record.due
        let dday = due.dday(at: now)
        let title = record.saved == nil ? due.event.title : "★ " + due.event.title
        return [
            TableCell(due.event.id, style: .dim),
            TableCell(dday, style: dday.hasPrefix("오늘") ? .red : dday == "D-1" ? .yellow : .cyan),
            TableCell(DevEventDateFormat.moment(due.moment, withTime: due.hasTime)),
            TableCell(Self.what(due.kind)),
            TableCell(title),
        ] + (announcing ? [TableCell(record.threshold.map(DevEventAnnouncementPlan.label) ?? "")] : [])
            + weatherCell(record)
    }

    /// The WEATHER cell with `--weather`, else none.
    private func weatherCell(_ record: DevEventDueRecord) -> [TableCell] {
        guard weather else { return [] }
        return [TableCell(DevEventConditionsText.cell(record.conditions ?? nil))]
    }

    private func plainRow(_ record: DevEventDueRecord) -> [TableCell] {
        let due = record.due
        return [
            TableCell(due.event.id),
            TableCell(due.kind.rawValue),
            TableCell(JSONOutput.korea.timestamp(due.moment)),
            TableCell(due.dday(at: now)),
            TableCell(due.event.title),
            TableCell(due.event.url?.absoluteString ?? ""),
            TableCell(record.threshold.map(DevEventAnnouncementPlan.label) ?? ""),
            TableCell(record.saved == nil ? "false" : "true"),
        ] + weatherCell(record)
    }
}
