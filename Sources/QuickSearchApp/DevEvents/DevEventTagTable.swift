import CommandKit
import Foundation

/// `tags` for people: a TAG and EVENTS table on a terminal, tab-separated rows when piped; the
/// credit line on standard error either way, after the remarks (how many `--limit` hid).
struct DevEventTagTable: HumanView {
    let records: [DevEventTagRecord]
    let credit: String
    var remarks: [String] = []

    private static let layout = TableRenderer(columns: [
        TableColumn(header: "TAG", minWidth: 8, isFlexible: true),
        TableColumn(header: "EVENTS", alignment: .right),
    ])

    func render(for terminal: TerminalCapabilities) -> HumanText {
        let rows = records.map { [$0.tag, "\($0.count)"] }
        let lines = Self.layout.lines(rows, for: terminal)
        return HumanText(lines: lines, remarks: remarks + [credit])
    }
}
