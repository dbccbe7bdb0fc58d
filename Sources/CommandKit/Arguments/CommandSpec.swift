/// A command (or subcommand) declared as data: its name, help, options, positionals and children.
///
/// The root spec's `name` is the program name used in usage lines and error hints.
/// Options declared on a command are also accepted by all of its subcommands.
///
/// A command declared by its properties (`CommandNode(SomeCommand.self)`) works out its options
/// and positionals on first use, and every discussion is built when first shown, so that a run
/// pays only for the commands it parses or shows: `qsearch --version` for none,
/// `qsearch images …` for one.
public struct CommandSpec: Sendable, Hashable {
    /// The word that selects this command, or the program name for the root.
    public var name: String
    /// One line saying what the command does.
    public var abstract: String
    /// Optional longer text shown in help after the abstract.
    public var discussion: String? {
        get { explained.value }
        set { explained = LazyValue(newValue) }
    }
    /// Complete example invocations shown in help, e.g. `"qsearch images 고양이 --limit 50"`.
    public var examples: [String]
    /// The commands nested under this one.
    public var subcommands: [CommandSpec]
    /// Whether help, completions and manual pages leave the command out (see `hidden()`).
    public var isHidden = false
    /// Other words that select this command (`rm` for `remove`; see `SubcommandAliases`).
    public var aliases: [String] = []
    /// The discussion, given or built when first shown.
    private var explained: LazyValue<String?>
    /// The options and positionals, given or worked out on first use.
    private var declared: LazyValue<Declarations>

    /// A command's options and positionals.
    typealias Declarations = (options: [OptionSpec], positionals: [PositionalSpec])

    /// The options this command accepts (besides `--help`).
    public var options: [OptionSpec] {
        get { declared.value.options }
        set { declared = LazyValue((newValue, positionals)) }
    }

    /// The positional slots, filled in order.
    public var positionals: [PositionalSpec] {
        get { declared.value.positionals }
        set { declared = LazyValue((options, newValue)) }
    }

    /// Declares a command; `discussion` is built when help first shows it.
    public init(
        name: String,
        abstract: String,
        discussion: @autoclosure @escaping @Sendable () -> String? = nil,
        examples: [String] = [],
        options: [OptionSpec] = [],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.explained = LazyValue(making: discussion)
        self.examples = examples
        self.declared = LazyValue((options, positionals))
        self.subcommands = subcommands
    }

    /// Declares a command whose options and positionals are typed keys (`Option`, `Flag`,
    /// `Argument`) or plain specs.
    public init(
        name: String,
        abstract: String,
        discussion: @autoclosure @escaping @Sendable () -> String? = nil,
        examples: [String] = [],
        options: [any OptionKey] = [],
        positionals: [any ArgumentKey] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.init(
            name: name,
            abstract: abstract,
            discussion: discussion(),
            examples: examples,
            options: options.map(\.spec),
            positionals: positionals.map(\.spec),
            subcommands: subcommands
        )
    }

    /// Declares a command whose options and positionals `declare` works out when first asked for.
    init(
        name: String,
        abstract: String,
        discussion: @escaping @Sendable () -> String?,
        examples: [String],
        declare: @escaping @Sendable () -> Declarations
    ) {
        self.name = name
        self.abstract = abstract
        self.explained = LazyValue(making: discussion)
        self.examples = examples
        self.declared = LazyValue(making: declare)
        self.subcommands = []
    }

    public static func == (lhs: CommandSpec, rhs: CommandSpec) -> Bool {
        lhs.name == rhs.name && lhs.abstract == rhs.abstract && lhs.discussion == rhs.discussion
            && lhs.examples == rhs.examples && lhs.subcommands == rhs.subcommands && lhs.isHidden == rhs.isHidden
            && lhs.aliases == rhs.aliases && lhs.options == rhs.options && lhs.positionals == rhs.positionals
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(abstract)
        hasher.combine(discussion)
        hasher.combine(examples)
        hasher.combine(subcommands)
        hasher.combine(isHidden)
        hasher.combine(aliases)
        hasher.combine(options)
        hasher.combine(positionals)
    }
}
