/// The `--color` option of both tools: when to colour the terminal table. Forced colour
/// (`always`, or `FORCE_COLOR`/`CLICOLOR_FORCE` under `auto`) also chooses the table over plain
/// rows when standard output is not a terminal (see `TerminalCapabilities.showsTable`).
enum ColorChoice: String, Sendable, CaseIterable {
    /// Follow the environment: `NO_COLOR`, then `FORCE_COLOR`/`CLICOLOR_FORCE`, then whether
    /// standard output is a terminal (and `TERM` is not `dumb`).
    case auto
    case always
    case never

    /// The global option, declared on each tool's root command.
    static let option = OptionSpec.choice(
        "color", values: allCases.map(\.rawValue), valueName: "when",
        help: "Colour the table: auto (on a terminal, unless NO_COLOR is set; FORCE_COLOR or CLICOLOR_FORCE force it), always (the coloured table even when piped, e.g. into less -R), or never (wins over all). Piped output is otherwise plain tab-separated rows.", default: "auto"
    )

    /// `terminal` with colour switched as this choice says; `auto` leaves it as detected.
    func applied(to terminal: TerminalCapabilities) -> TerminalCapabilities {
        var terminal = terminal
        switch self {
        case .auto: break
        case .always: terminal.colorEnabled = true
        case .never: terminal.colorEnabled = false
        }
        return terminal
    }
}
