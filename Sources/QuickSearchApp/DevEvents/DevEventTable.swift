import CommandKit
import Foundation
import QuickSearchDomain

/// Human output of events: on a terminal (or with forced colour) an aligned table with relative
/// times and a ★ before saved events' titles, grouped under month heading lines when sorted by
/// date; otherwise tab-separated rows with full ISO 8601 values and a last `favorite` field
/// (`true` or `false`).
struct DevEventTable {
    let terminal: TerminalCapabilities
    let now: Date
    /// Group rows under month headings (date order only).
    let groupsByMonth: Bool
    /// Ids of the saved events.
    var favorites: Set<String> = []
    /// With `--weather`: each event's conditions by id, for a last WEATHER column.
    var conditions: [String: DevEventConditions?]?

    func render(_ events: [DevEvent]) -> [String] {
        guard terminal.showsTable else {
            return (conditions == nil ? Self.plainLayout : Self.plainWeatherLayout).plainRows(events.map(plainRow))
        }
        var rows: [[TableCell]] = []
        // Month headings are lines of their own, outside the columns (a narrow terminal may
        // drop any column but ID), keyed by the index of the row they precede.
        var headings: [Int: String] = [:]
        var heading: String?
        for event in events {
            if groupsByMonth {
                let title = (event.start ?? event.end).map(DevEventDateFormat.monthHeading) ?? "날짜 미정"
                if title != heading {
                    headings[rows.count] = title
                    heading = title
                }
            }
            rows.append(row(event))
        }
        let layout = conditions == nil ? Self.layout : Self.weatherLayout
        let lines = layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
        let headerLines = lines.count - rows.count
        var output = Array(lines.prefix(headerLines))
        for (index, line) in lines.dropFirst(headerLines).enumerated() {
            if let title = headings[index] {
                let text = TextTruncation.truncate(TextSanitizer.singleLine(title), toWidth: terminal.width)
                output.append(ANSIStyle.bold.apply(to: text, enabled: terminal.colorEnabled))
            }
            output.append(line)
        }
        return output
    }

    /// Most important first: ID (kept at any width), TITLE, WHEN, STATUS, TAGS, HOST. WHEN and
    /// STATUS are shown whole or not at all; narrow terminals drop HOST, then TAGS, before the
    /// title shrinks below 16 columns; wide ones show tags and hosts whole.
    static let layout = TableRenderer(columns: [
        TableColumn(header: "ID", priority: 9, isRequired: true),
        TableColumn(header: "WHEN", maxWidth: 36, priority: 7),
        TableColumn(header: "STATUS", maxWidth: 24, priority: 6),
        TableColumn(header: "TITLE", minWidth: 16, maxWidth: 50, isFlexible: true, priority: 8),
        TableColumn(header: "TAGS", minWidth: 14, maxWidth: 30, isFlexible: true, priority: 3),
        TableColumn(header: "HOST", minWidth: 10, maxWidth: 20, isFlexible: true, priority: 2),
    ])

    /// With `--weather`: a WEATHER column kept before TAGS and HOST.
    static let weatherLayout = TableRenderer(
        columns: layout.columns + [TableColumn(header: "WEATHER", maxWidth: 24, priority: 4)]
    )

    /// Piped rows: id, status, start, end, title, url, tags, hosts, raw period, favourite.
    private static let plainHeaders = [
        "ID", "STATUS", "START", "END", "TITLE", "URL", "TAGS", "HOSTS", "PERIOD", "FAVORITE",
    ]
    private static let plainLayout = TableRenderer(columns: plainHeaders.map { TableColumn(header: $0) })
    /// With `--weather`: a last WEATHER field (`맑음 12°C 강수 20%`, `—`, or empty for an online event).
    private static let plainWeatherLayout = TableRenderer(
        columns: (plainHeaders + ["WEATHER"]).map { TableColumn(header: $0) }
    )

    private func row(_ event: DevEvent) -> [TableCell] {
        let status = event.status(at: now)
        let statusStyle: ANSIStyle =
            switch status {
            case .ongoing: .green
            case .upcoming: .cyan
            case .ended: .dim
            case .unknown: .yellow
            }
        return [
            TableCell(event.id, style: .dim),
            TableCell(DevEventDateFormat.period(event)),
            TableCell(DevEventDateFormat.relative(event, now: now), style: statusStyle),
            TableCell(favorites.contains(event.id) ? "★ " + event.title : event.title),
            TableCell(event.tags.joined(separator: " ")),
            TableCell(event.hosts.joined(separator: " / ")),
        ] + weatherCell(event)
    }

    /// The WEATHER cell with `--weather`, else none.
    private func weatherCell(_ event: DevEvent) -> [TableCell] {
        guard let conditions else { return [] }
        return [TableCell(DevEventConditionsText.cell(conditions[event.id] ?? nil))]
    }

    private func plainRow(_ event: DevEvent) -> [TableCell] {
        [
            TableCell(event.id),
            TableCell(event.status(at: now).rawValue),
            TableCell(event.start.map(JSONOutput.korea.timestamp) ?? ""),
            TableCell(event.end.map(JSONOutput.korea.timestamp) ?? ""),
            TableCell(event.title),
            TableCell(event.url?.absoluteString ?? ""),
            TableCell(event.tags.joined(separator: ",")),
            TableCell(event.hosts.joined(separator: " / ")),
            TableCell(event.rawPeriod),
            TableCell(favorites.contains(event.id) ? "true" : "false"),
        ] + weatherCell(event)
    }
}
