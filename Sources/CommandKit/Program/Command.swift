/// Options and arguments declared as properties (`@Option`, `@Flag`, `@Argument`,
/// `@OptionGroup`), each written once: the declaration gives the parser, help, completions and
/// manual page their spec, and the property reads the value back typed.
///
/// ```swift
/// struct Top: Command {
///     static let about = CommandAbout(name: "top", abstract: "Show the top results.", records: .of(TopRecord.self))
///     @Option("limit", short: "n", help: "How many to show.", default: 30, range: 1...1000, environment: "TOP_LIMIT")
///     var limit: Int
///     @Argument("query", help: "Words to search for.") var query: [String]
///     func run(_ runtime: Runtime) async throws -> Report { … }
/// }
/// ```
public protocol ParsableArguments: Sendable {
    /// A value whose declarations are not yet filled; the kit fills them from the command line.
    init()
    /// Checks what single values cannot: how they combine. Throws `UsageError` (exit 64).
    func validate() throws
}

extension ParsableArguments {
    public func validate() throws {}
}

/// A command: declared once as a small value (its options are its properties), run with the
/// program's context, returning a `Report`. It never prints or chooses its exit status.
public protocol Command: ParsableArguments {
    /// What the program hands every command: its runtime (clock, settings, services).
    associatedtype Context: Sendable
    /// Name, help and output of the command.
    static var about: CommandAbout { get }
    /// The records `--fields` picks from, after the options are read; by default `about`'s.
    var records: RecordFields? { get }
    /// Does the work.
    func run(_ context: Context) async throws -> Report
}

extension Command {
    public var records: RecordFields? { Self.about.records }
}

/// What a command says about itself besides its options: its name and help, and the records
/// of its JSON output (a command with records accepts `--json`, `--jsonl` and `--fields`).
public struct CommandAbout: Sendable {
    public var name: String
    public var abstract: String
    /// The longer help text, built when help first shows it.
    public var discussion: String? { explained.value }
    public var examples: [String]
    /// The JSON records the command prints; nil for a command that prints for people only.
    public var records: RecordFields?
    /// Whether help, completions and manual pages leave the command out.
    public var isHidden: Bool
    private let explained: LazyValue<String?>

    public init(
        name: String,
        abstract: String,
        discussion: @autoclosure @escaping @Sendable () -> String? = nil,
        examples: [String] = [],
        records: RecordFields? = nil,
        isHidden: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.explained = LazyValue(making: discussion)
        self.examples = examples
        self.records = records
        self.isHidden = isHidden
    }
}

/// Options and arguments shared by several commands, declared once as a `ParsableArguments`
/// group and included with `@OptionGroup var place: PlaceOptions`.
///
/// A program's global options (given before or after the subcommand) are a group too: the root
/// declares them with `Group.declaredOptions`, and each command reads them with
/// `@OptionGroup(inherited: true) var page: PageOptions`, which fills the group without making
/// its options the command's own (help lists them under the inherited options).
@propertyWrapper
public struct OptionGroup<Group: ParsableArguments>: Sendable {
    /// The group, filled with the rest of the command.
    public let wrappedValue: Group
    /// Whether a command above this one declares the group's options.
    public let isInherited: Bool

    public init(inherited: Bool = false) {
        wrappedValue = DeclarationRecorder.group(isInherited: inherited) { Group() }
        isInherited = inherited
    }
}

extension ParsableArguments {
    /// The options the type declares (its groups' included), in declaration order: for a
    /// command that declares them by spec, such as a program's root with global options.
    public static var declaredOptions: [OptionSpec] {
        CommandDeclarations.slots(in: DeclarationRecorder.declarations { Self() }.declarations).compactMap { slot in
            guard case .option(let option) = slot.declaration else { return nil }
            return option
        }
    }
}

extension Command {
    /// The command `arguments` (without the program name) make, filled and validated, as if it
    /// were a program of its own, without running it: for tests and for tools that only parse.
    ///
    /// - Throws: `UsageError` for a bad command line, or one that asks for help or the version.
    public static func parse(_ arguments: [String], variables: [String: String] = [:]) throws -> Self {
        let spec = CommandDeclarations.spec(of: Self.self)
        guard case .run(var parsed) = try ArgumentParser.parse(arguments, spec: spec) else {
            throw UsageError(kind: .invalidValue, reason: "help or the version was asked for", helpCommand: spec.name)
        }
        parsed.environment = OptionVariables(variables)
        do {
            return try CommandDeclarations.command(Self.self, from: parsed)
        } catch let error as ValidationError {
            throw error.usageError(for: parsed)
        }
    }
}
