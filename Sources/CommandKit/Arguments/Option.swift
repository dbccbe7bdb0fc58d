/// A typed option key: declared once as a static member, it produces the `OptionSpec` the parser,
/// help, completions and man pages read, and reads its value back typed with `parsed[key]`.
///
/// How to declare a command and an option now:
/// ```swift
/// struct TopCommand: RunnableCommand {
///     static let limit = Option<Int>("limit", short: "n", help: "How many to show.",
///                                    default: 30, range: 1...1000, environment: "QSEARCH_LIMIT")
///     static let sort = Option<MediaSortOrder>("sort", valueName: "order", help: "…", default: .accuracy)
///     static let map = Option<WeatherMapKind?>("map", help: "…", choices: WeatherMapKind.self)
///     static let host = Option<String?>("host", valueName: "text", help: "…", example: "샘플")
///     static let tags = Option<[String]>(repeating: "tag", short: "t", valueName: "tag", help: "…")
///     static let within = Option<Double?>(duration: "within", help: "…")
///     static let json = Flag("json", help: "Print one JSON document.").conflicting(with: "jsonl")
///     static let query = Argument<[String]>("query", help: "Words.")   // String: required, String?: optional
///     static let spec = CommandSpec(name: "top", abstract: "…", options: [limit, sort, map, host, tags, within, json],
///                                   positionals: [query])
///     let count: Int
///     init(_ parsed: ParsedCommand, context: CommandContext) throws {
///         count = try parsed[Self.limit]    // the flag, else $QSEARCH_LIMIT, else the config file, else 30
///     }                                     // parsed[Self.json]: Bool; parsed[Self.query]: [String]
///     func run(_ context: CommandContext) async throws -> ExitCode { … }
/// }
/// // In the parent's `children:` (QSearchTool / DevEventsTool): one tree, declared once.
/// CommandNode(TopCommand.spec, runs: TopCommand.self)
/// CommandNode(otherSpec) { parsed, context in try Other(parsed, variant: .x) }  // a `Runnable` made by hand
/// ```
/// A misspelt key does not compile. A bad typed value is a usage error (`--limit must be a whole
/// number from 1 to 1000, got 'x'`, exit 64); a bad variable a configuration error (exit 78).
/// `OptionSpec` stays the data model (help, completions, man pages read `CommandSpec.options`);
/// its factories (`.flag`, `.value`, `.choice`, `.repeatable`) declare data only, with nothing to read it.
@propertyWrapper
public struct Option<Value: Sendable>: OptionKey {
    /// The declaration as data.
    public private(set) var spec: OptionSpec
    /// What a value must be, after "--long must be", e.g. `a whole number from 1 to 1000`.
    public let requirement: String
    /// The same for the variable that sets a default, e.g. `a number of seconds from 0.1 to 3600`.
    public let environmentRequirement: String
    /// Joins the requirement and the refused text: `, got 'x'` or (for choices) `; got 'x'`.
    public let separator: String
    /// Reads the texts given, in order (single-value options use the last one); `nil` refuses.
    public let read: @Sendable ([String]) -> Read
    /// The built-in default, used when neither the command line nor the environment sets one.
    let fallback: Value
    /// The value parsed for a property declared with this option.
    let slot = ValueSlot<Value>()

    /// The value: typed on the command line, else its variable, else the built-in default.
    public var wrappedValue: Value { slot.filled?.value ?? fallback }

    /// Where the value came from (`$limit`).
    public var projectedValue: OptionOrigin { slot.filled?.origin ?? .builtIn }

    /// The outcome of reading texts: the value, or the text refused.
    public enum Read {
        case value(Value)
        case refused(String)
    }

    init(
        spec: OptionSpec,
        reader: OptionValueReader<some Sendable>,
        fallback: Value,
        read: @escaping @Sendable ([String]) -> Read
    ) {
        self.spec = spec
        self.requirement = reader.requirement
        self.environmentRequirement = reader.environmentRequirement
        self.separator = reader.separator
        self.read = read
        self.fallback = fallback
    }

    /// This option, refusing to be combined with `--names` (checked by the parser).
    public func conflicting(with names: String...) -> Self {
        var option = self
        option.spec.conflicts += names
        return option
    }

    /// This option, with shell completion offering `kind` for its value.
    public func completing(_ kind: CompletionKind) -> Self {
        var option = self
        option.spec = spec.completing(kind)
        return option
    }

    /// This option, accepting to be given without its value (see `OptionSpec.valueMayBeOmitted`).
    public func omittingValueAllowed() -> Self {
        var option = self
        option.spec = spec.omittingValueAllowed()
        return option
    }
}

/// A switch that takes no value, e.g. `@Flag("json", help: "Print one JSON document.") var json: Bool`.
@propertyWrapper
public struct Flag: OptionKey {
    /// The declaration as data.
    public private(set) var spec: OptionSpec
    /// Whether the flag was given, for a property declared with it.
    let slot = ValueSlot<Bool>()

    /// Whether the flag was given.
    public var wrappedValue: Bool { slot.filled?.value ?? false }

    /// Declares a flag.
    public init(_ long: String, short: Character? = nil, help: String, conflicts: [String] = []) {
        spec = OptionSpec(long: long, short: short, kind: .flag, help: help)
        spec.conflicts = conflicts
    }

    /// This flag, refusing to be combined with `--names` (checked by the parser).
    public func conflicting(with names: String...) -> Self {
        var flag = self
        flag.spec.conflicts += names
        return flag
    }
}

/// Anything that declares an option: a typed key (`Option`, `Flag`) or a plain `OptionSpec`.
public protocol OptionKey: Sendable {
    /// The declaration as data.
    var spec: OptionSpec { get }
}

extension OptionSpec: OptionKey {
    /// Itself.
    public var spec: OptionSpec { self }
}

extension CommandSpec {
    /// Declares a command whose options are typed keys (`Option`, `Flag`) or plain specs.
    public init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        examples: [String] = [],
        options: [any OptionKey],
        positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = []
    ) {
        self.init(
            name: name,
            abstract: abstract,
            discussion: discussion,
            examples: examples,
            options: options.map(\.spec),
            positionals: positionals,
            subcommands: subcommands
        )
    }
}
