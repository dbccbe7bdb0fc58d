/// A request for help about one command, made by `--help` or `-h`.
public struct HelpRequest: Sendable, Hashable {
    /// The program name followed by the subcommands reached, e.g. `["qsearch", "fav", "add"]`.
    public let commandPath: [String]
    /// The spec of the deepest command reached.
    public let spec: CommandSpec
    /// Options declared by enclosing commands that this command also accepts.
    public let inheritedOptions: [OptionSpec]

    /// Creates a help request.
    public init(commandPath: [String], spec: CommandSpec, inheritedOptions: [OptionSpec] = []) {
        self.commandPath = commandPath
        self.spec = spec
        self.inheritedOptions = inheritedOptions
    }

    /// The full command, e.g. `qsearch fav add`.
    public var commandName: String { commandPath.joined(separator: " ") }

    /// Whether this is the top-level command, which also accepts `--version`.
    public var isRoot: Bool { commandPath.count <= 1 }
}
