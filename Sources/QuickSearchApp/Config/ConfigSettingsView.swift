import CommandKit

/// `config list` for people: on a terminal a table of KEY, VALUE, SOURCE (`default`, `file`,
/// `environment`; a value the option refuses is marked) and VARIABLE; piped, `key=value`, a tab
/// and the source, one line a setting.
struct ConfigSettingsView: HumanView {
    let settings: [ConfigSetting]

    /// KEY, VALUE and SOURCE are kept at any width, VALUE (a path, a template) cut to fit;
    /// VARIABLE goes first.
    static let table = TableRenderer(columns: [
        TableColumn(header: "KEY", priority: 9, isRequired: true),
        TableColumn(header: "VALUE", minWidth: 6, isFlexible: true, priority: 8, isRequired: true),
        TableColumn(header: "SOURCE", priority: 7, isRequired: true),
        TableColumn(header: "VARIABLE", priority: 3),
    ])

    func render(for terminal: TerminalCapabilities) -> HumanText {
        guard terminal.showsTable else {
            return HumanText(
                lines: settings.map { setting in
                    "\(setting.key)=\(TextSanitizer.singleLine(setting.value ?? ""))\t\(setting.source.rawValue)"
                }
            )
        }
        let rows = settings.map { setting -> [TableCell] in
            let value = setting.value.map(TextSanitizer.singleLine) ?? "-"
            let source = setting.source.rawValue + (setting.isRefused ? " (refused)" : "")
            let dim: ANSIStyle? = setting.source == .default ? .dim : nil
            return [
                TableCell(setting.key),
                TableCell(value, style: dim),
                TableCell(source, style: setting.isRefused ? .yellow : dim),
                TableCell(setting.variable, style: .dim),
            ]
        }
        return HumanText(lines: Self.table.render(rows, width: terminal.width, colorEnabled: terminal.colorEnabled))
    }
}
