/// A command (or subcommand) declared as data: its name, help, options, positionals and children.
///
/// The root spec's `name` is the program name used in usage lines and error hints.
/// Options declared on a command are also accepted by all of its subcommands.
public struct CommandSpec: Sendable, Hashable {
    /// The word that selects this command, or the program name for the root.
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// Optional longer text shown in help after the abstract.
    public var discussion: String?
    /// Complete example invocations shown in help, e.g. `"qsearch images 고양이 --limit 50"`.
    public var examples: [String]
    /// The options this command accepts (besides `--help`).
    public var options: [OptionSpec]
    /// The positional slots, filled in order.
    public var positionals: [PositionalSpec]
    /// The commands nested under this one.
    public var subcommands: [CommandSpec]
    /// Whether help, completions and manual pages leave the command out (see `hidden()`).
    public var isHidden = false
    /// Other words that select this command (`rm` for `remove`; see `SubcommandAliases`).
    public var aliases: [String] = []

    /// Declares a command.
    public init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        examples: [String] = [],
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
    }
}
