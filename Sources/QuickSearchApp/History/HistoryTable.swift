import CommandKit
import Foundation
import QuickSearchData

/// The history for people: on a terminal a table with relative times, else tab-separated rows
/// with full timestamps and empty missing values.
struct HistoryTable: HumanView {
    let entries: [HistoryEntry]
    let now: Date

    /// Most important first: QUERY (kept at any width), WHEN, COMMAND, RESULTS, SOURCES, SORT;
    /// SOURCES is shown whole or not at all.
    static let layout = TableRenderer(columns: [
        TableColumn(header: "WHEN", priority: 7),
        TableColumn(header: "COMMAND", priority: 5),
        TableColumn(header: "QUERY", minWidth: 20, isFlexible: true, priority: 8, isRequired: true),
        TableColumn(header: "SORT", priority: 2),
        TableColumn(header: "SOURCES", priority: 3),
        TableColumn(header: "RESULTS", alignment: .right, priority: 4),
    ])

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let rows = entries.map { entry in
            [
                terminal.showsTable
                    ? RelativeTime(timeZone: .current).describe(entry.date, relativeTo: now)
                    : JSONOutput.korea.timestamp(entry.date),
                entry.command, entry.query, entry.sort ?? (terminal.showsTable ? "–" : ""),
                entry.sources.joined(separator: ","), "\(entry.resultCount)",
            ]
        }
        let lines = Self.layout.lines(rows, for: terminal)
        return HumanText(lines: lines)
    }
}
