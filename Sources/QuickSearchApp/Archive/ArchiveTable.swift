import CommandKit
import Foundation
import QuickSearchData

/// The archive for people: on a terminal a table with relative times and sizes in binary
/// units, else tab-separated rows with full timestamps and sizes in bytes.
struct ArchiveTable: HumanView {
    let entries: [ArchivedDownload]
    let now: Date

    /// PATH and URL kept at any width; SAVED, SOURCE, SIZE, QUERY as room allows.
    static let layout = TableRenderer(columns: [
        TableColumn(header: "SAVED", priority: 6),
        TableColumn(header: "SOURCE", priority: 3),
        TableColumn(header: "SIZE", alignment: .right, priority: 4),
        TableColumn(header: "QUERY", maxWidth: 20, priority: 2),
        TableColumn(header: "PATH", minWidth: 16, isFlexible: true, priority: 8, isRequired: true),
        TableColumn(header: "URL", minWidth: 16, isFlexible: true, priority: 7, isRequired: true),
    ])

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let rows = entries.map { entry in
            [
                terminal.showsTable
                    ? RelativeTime(timeZone: .current).describe(entry.savedAt, relativeTo: now)
                    : JSONOutput.korea.timestamp(entry.savedAt),
                entry.source,
                terminal.showsTable ? DownloadProgress.size(Double(entry.bytes)) : "\(entry.bytes)",
                entry.query, entry.path, entry.url,
            ]
        }
        guard !rows.isEmpty else { return HumanText(lines: []) }
        let lines = Self.layout.lines(rows, for: terminal)
        return HumanText(lines: lines)
    }
}
