/// The result of parsing a command line that asks to run a command.
///
/// Read options and positional arguments with their typed keys: `parsed[Self.limit]` (see
/// `Option`), `parsed[Self.query]` (see `Argument`).
public struct ParsedCommand: Sendable, Hashable {
    /// The program name, taken from the root spec.
    public let programName: String
    /// The subcommand names chosen, outermost first, e.g. `["fav", "add"]`; empty for the root.
    public let subcommandPath: [String]
    /// Every option given, in command-line order.
    public let options: [OptionOccurrence]
    /// Positional arguments by slot name; variadic slots may hold many.
    public let positionals: [String: [String]]
    /// All positional arguments in command-line order.
    public let arguments: [String]
    /// The variables that set options' defaults; the program fills it in before reading options.
    public var environment = OptionVariables()

    /// The full command, e.g. `qsearch fav add`, as used in error hints.
    public var commandName: String {
        ([programName] + subcommandPath).joined(separator: " ")
    }

    /// Equal when the same command line was parsed (the variables are not compared).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.programName == rhs.programName && lhs.subcommandPath == rhs.subcommandPath && lhs.options == rhs.options
            && lhs.positionals == rhs.positionals && lhs.arguments == rhs.arguments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(programName)
        hasher.combine(subcommandPath)
        hasher.combine(options)
        hasher.combine(positionals)
        hasher.combine(arguments)
    }
}

/// One option as it appeared on the command line, in order.
public struct OptionOccurrence: Sendable, Hashable {
    /// The option's long name without dashes, whichever form was typed.
    public let name: String
    /// The value given, or `nil` for a flag.
    public let value: String?
}
