import CommandKit
import QuickSearchData

/// `doctor` for people: one line per check, its status coloured.
struct DoctorView: HumanView {
    let results: [HealthCheckResult]

    func render(for terminal: TerminalCapabilities) -> HumanText {
        HumanText(lines: results.map { Self.line($0, terminal: terminal) })
    }

    /// One check as a line: status, name, what was found (file and size), and the fix.
    static func line(_ result: HealthCheckResult, terminal: TerminalCapabilities) -> String {
        let style: ANSIStyle =
            switch result.status {
            case .ok: .green
            case .warning: .yellow
            case .failed: .red
            }
        let status = result.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        let name = result.name.padding(toLength: max(15, result.name.count + 1), withPad: " ", startingAt: 0)
        var text = result.detail
        if let path = result.path { text += " (\(path)\(result.bytes.map { ", " + byteCount($0) } ?? ""))" }
        if let fix = result.explainedFix { text += " — fix: \(fix)" }
        return style.apply(to: status, enabled: terminal.colorEnabled) + name + TextSanitizer.singleLine(text)
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
