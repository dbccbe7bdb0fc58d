import CommandKit
import QuickSearchData

/// `doctor` for people: one check per line, its status coloured; on a terminal each is wrapped
/// at the terminal's width (paths whole), piped it is one line.
struct DoctorView: HumanView {
    let results: [HealthCheckResult]

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: results.flatMap { Self.lines($0, terminal: terminal) })
    }

    /// One check for `terminal`: on a terminal (`showsTable`) wrapped at its width, the further
    /// lines under what was found (under the name when fewer than `minimumDetailWidth` columns
    /// are left there); piped, `line`.
    static func lines(_ result: HealthCheckResult, terminal: TerminalCapabilities) -> [String] {
        guard terminal.showsTable else { return [line(result, terminal: terminal)] }
        let (status, name, text) = parts(result)
        let detailColumn = status.count + name.count
        return TextWrapping.wrap(
            [TextSpan(text)],
            width: terminal.width,
            lead: [TextSpan(status, style: style(result)), TextSpan(name)],
            indent: terminal.width - detailColumn >= minimumDetailWidth ? detailColumn : status.count,
            colorEnabled: terminal.colorEnabled
        )
    }

    /// The narrowest the wrapped detail is kept under its own column.
    static let minimumDetailWidth = 20

    /// One check as a line: status, name, what was found (file and size), and the fix.
    static func line(_ result: HealthCheckResult, terminal: TerminalCapabilities) -> String {
        let (status, name, text) = parts(result)
        return style(result).apply(to: status, enabled: terminal.colorEnabled) + name + text
    }

    /// The status and the name, padded to their columns, and the rest of the line, sanitised.
    private static func parts(_ result: HealthCheckResult) -> (status: String, name: String, text: String) {
        let status = result.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let name = result.name.padding(toLength: max(15, result.name.count + 1), withPad: " ", startingAt: 0)
        var text = result.detail
        if let path = result.path { text += " (\(path)\(result.bytes.map { ", " + byteCount($0) } ?? ""))" }
        if let fix = result.explainedFix { text += " — fix: \(fix)" }
        return (status, name, TextSanitizer.singleLine(text))
    }

    private static func style(_ result: HealthCheckResult) -> ANSIStyle {
        switch result.status {
        case .ok: .green
        case .warning: .yellow
        case .failed: .red
        }
    }

    /// `532 bytes`, `12.5 KiB`, `3.1 MiB`.
    static func byteCount(_ bytes: Int64) -> String {
        guard bytes >= 1024 else { return "\(bytes) bytes" }
        let units = ["KiB", "MiB", "GiB", "TiB"]
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        return String(format: "%.1f", value) + " " + units[unit]
    }
}
