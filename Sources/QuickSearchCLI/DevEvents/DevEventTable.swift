import Foundation
import QuickSearchDomain

/// Human output of events: on a terminal an aligned table grouped by month (when sorted by
/// date) with relative times and a ★ before saved events' titles; piped, tab-separated rows
/// with full ISO 8601 values and a last `favorite` field (`true` or `false`).
struct DevEventTable {
    let terminal: TerminalCapabilities
    let now: Date
    /// Group rows under month headings (date order only).
    let groupsByMonth: Bool
    /// Ids of the saved events.
    var favorites: Set<String> = []

    func render(_ events: [DevEvent]) -> [String] {
        guard terminal.isTTY else {
            return Self.plainLayout.plainRows(events.map(plainRow))
        }
        var rows: [[TableCell]] = []
        var heading: String?
        for event in events {
            if groupsByMonth {
                let title = (event.start ?? event.end).map(DevEventDateFormat.monthHeading) ?? "날짜 미정"
                if title != heading {
                    rows.append([TableCell(""), TableCell(title, style: .bold)])
                    heading = title
                }
            }
            rows.append(row(event))
        }
        return Self.layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    private static let layout = TableRenderer(columns: [
        TableColumn(header: "ID"),
        TableColumn(header: "WHEN", minWidth: 10, maxWidth: 36, isFlexible: true, priority: 3),
        TableColumn(header: "STATUS", minWidth: 8, maxWidth: 22, isFlexible: true, priority: 1),
        TableColumn(header: "TITLE", minWidth: 12, isFlexible: true, priority: 4),
        TableColumn(header: "TAGS", minWidth: 6, maxWidth: 28, isFlexible: true, priority: 0),
        TableColumn(header: "HOST", minWidth: 6, maxWidth: 20, isFlexible: true, priority: 2),
    ])

    /// Piped rows: id, status, start, end, title, url, tags, hosts, raw period, favourite.
    private static let plainLayout = TableRenderer(columns: [
        "ID", "STATUS", "START", "END", "TITLE", "URL", "TAGS", "HOSTS", "PERIOD", "FAVORITE",
    ].map { TableColumn(header: $0) })

    private func row(_ event: DevEvent) -> [TableCell] {
        let status = event.status(at: now)
        let statusStyle: ANSIStyle = switch status {
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
        ]
    }

    private func plainRow(_ event: DevEvent) -> [TableCell] {
        [
            TableCell(event.id),
            TableCell(event.status(at: now).rawValue),
            TableCell(event.start.map(JSONOutput.timestamp) ?? ""),
            TableCell(event.end.map(JSONOutput.timestamp) ?? ""),
            TableCell(event.title),
            TableCell(event.url?.absoluteString ?? ""),
            TableCell(event.tags.joined(separator: ",")),
            TableCell(event.hosts.joined(separator: " / ")),
            TableCell(event.rawPeriod),
            TableCell(favorites.contains(event.id) ? "true" : "false"),
        ]
    }
}
