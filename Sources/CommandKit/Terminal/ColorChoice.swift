/// The `--color` option of both tools: when to colour the terminal table. Forced colour
/// (`always`, or `FORCE_COLOR`/`CLICOLOR_FORCE` under `auto`) also chooses the table over plain
/// rows when standard output is not a terminal (see `TerminalCapabilities.showsTable`).
public enum ColorChoice: String, Sendable, CaseIterable {
    /// Follow the environment: `NO_COLOR`, then `FORCE_COLOR`/`CLICOLOR_FORCE`, then whether
    /// standard output is a terminal (and `TERM` is not `dumb`).
    case auto
    case always
    case never

    /// The global `--color` option, whose default `environment` may set.
    public static func option(environment: String?) -> Option<ColorChoice> {
        Option(
            "color",
            valueName: "when",
            help:
                "Colour the table: auto (on a terminal, unless NO_COLOR is set; FORCE_COLOR or CLICOLOR_FORCE force it), always (the coloured table even when piped, e.g. into less -R), or never (wins over all). Piped output is otherwise plain tab-separated rows.",
            default: .auto,
            environment: environment
        )
    }

    /// The choice `parsed` makes with `option`. A colour set in the config file yields to
    /// `NO_COLOR`, `FORCE_COLOR` and `CLICOLOR_FORCE` in the environment (`auto` applies them),
    /// as the environment wins over the file.
    public static func chosen(_ parsed: ParsedCommand, option: Option<ColorChoice>) throws -> ColorChoice {
        let (choice, origin) = try parsed.valueAndOrigin(option)
        let variables = parsed.environment.variables
        let environmentDecides = ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"].contains {
            !(variables[$0] ?? "").isEmpty
        }
        return origin == .configFile && environmentDecides ? .auto : choice
    }

    /// `terminal` with colour switched as this choice says; `auto` leaves it as detected.
    public func applied(to terminal: TerminalCapabilities) -> TerminalCapabilities {
        var terminal = terminal
        switch self {
        case .auto: break
        case .always: terminal.colorEnabled = true
        case .never: terminal.colorEnabled = false
        }
        return terminal
    }
}
