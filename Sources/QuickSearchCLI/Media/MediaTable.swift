import Foundation
import QuickSearchDomain

/// Human output of media results: an aligned, numbered table on a terminal, tab-separated
/// plain rows (full values, no colour) when piped.
struct MediaTable {
    let terminal: TerminalCapabilities
    let now: Date

    func render(_ items: [MediaItem]) -> [String] {
        let rows = items.enumerated().map { row($1, position: $0 + 1) }
        guard terminal.isTTY else {
            return Self.layout.plainRows(rows)
        }
        return Self.layout.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled)
    }

    private static let layout = TableRenderer(columns: [
        TableColumn(header: "#", alignment: .right),
        TableColumn(header: "SOURCE"),
        TableColumn(header: "TITLE", minWidth: 20, maxWidth: 50, isFlexible: true, priority: 1),
        TableColumn(header: "SIZE", alignment: .right),
        TableColumn(header: "DATE"),
        TableColumn(header: "URL", minWidth: 20, isFlexible: true, priority: 2),
    ])

    private func row(_ item: MediaItem, position: Int) -> [TableCell] {
        let providers = item.sources.map { $0.rawValue.split(separator: "-").first.map(String.init) ?? $0.rawValue }
        let source = providers.joined(separator: "+")
        return [
            TableCell("\(position)", style: .dim),
            TableCell(source, style: providers.first == "naver" ? .green : .yellow),
            TableCell(item.title.isEmpty ? item.siteName.map { "(\($0))" } ?? "–" : item.title),
            TableCell(dimensions(item)),
            TableCell(date(item.datetime)),
            TableCell(item.url, style: .cyan),
        ]
    }

    private func dimensions(_ item: MediaItem) -> String {
        if let seconds = item.duration {
            let (hours, minutes, secs) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
        }
        if let width = item.width, let height = item.height {
            return "\(width)×\(height)"
        }
        return "–"
    }

    private func date(_ date: Date?) -> String {
        guard let date else { return "–" }
        guard terminal.isTTY else { return JSONOutput.timestamp(date) }
        if abs(date.timeIntervalSince(now)) < 7 * 86_400 {
            return RelativeTime(timeZone: KoreaTime.timeZone).describe(date, relativeTo: now)
        }
        return String(JSONOutput.timestamp(date).prefix(10))
    }
}
