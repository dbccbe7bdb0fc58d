/// The result of parsing a command line that asks to run a command.
///
/// Read it through the accessors (`flag`, `value`, `values`, `positional`) and validate
/// values with `int`, `double`, `choice` and `duration`, which throw a `UsageError`.
public struct ParsedCommand: Sendable, Hashable {
    /// The program name, taken from the root spec.
    public let programName: String
    /// The subcommand names chosen, outermost first, e.g. `["fav", "add"]`; empty for the root.
    public let subcommandPath: [String]
    /// Every option given, in command-line order.
    public let options: [OptionOccurrence]
    /// Defaults of the options visible to the chosen command, by long name.
    public let defaultValues: [String: String]
    /// Positional arguments by slot name; variadic slots may hold many.
    public let positionals: [String: [String]]
    /// All positional arguments in command-line order.
    public let arguments: [String]

    /// Creates a parse result; normally made by `ArgumentParser`.
    public init(
        programName: String,
        subcommandPath: [String],
        options: [OptionOccurrence],
        defaultValues: [String: String] = [:],
        positionals: [String: [String]],
        arguments: [String]
    ) {
        self.programName = programName
        self.subcommandPath = subcommandPath
        self.options = options
        self.defaultValues = defaultValues
        self.positionals = positionals
        self.arguments = arguments
    }

    /// The full command, e.g. `qsearch fav add`, as used in error hints.
    public var commandName: String {
        ([programName] + subcommandPath).joined(separator: " ")
    }
}
