/// A typed option, declared once as a property of a command: the declaration gives the parser,
/// help, completions and manual page their `OptionSpec`, and the property reads the value typed.
///
/// ```swift
/// struct Top: Command {
///     static let about = CommandAbout(name: "top", abstract: "…", records: .of(TopRecord.self))
///     @Option("limit", short: "n", help: "How many to show.", default: 30, range: 1...1000,
///             environment: "QSEARCH_LIMIT") var limit: Int       // the flag, else the variable, else 30
///     @Option("sort", valueName: "order", help: "…", default: .accuracy) var sort: MediaSortOrder
///     @Option("map", help: "…", choices: WeatherMapKind.self) var map: WeatherMapKind?
///     @Option(repeating: "tag", short: "t", valueName: "tag", help: "…") var tags: [String]
///     @Option(duration: "within", help: "…") var within: Double?
///     @Flag("json", help: "…", conflicts: ["jsonl"]) var json: Bool
///     @Argument("query", help: "Words.") var query: [String]   // String: required, String?: optional
///     @Option(CommandTimeout.option(help: "…")) var timeout: Double   // a shared declaration
///     func run(_ runtime: Runtime) async throws -> Report { … }
/// }
/// ```
/// A bad typed value is a usage error (`--limit must be a whole number from 1 to 1000, got 'x'`,
/// exit 64); a bad variable a `VariableError` (exit 78). A value of this type kept as a static
/// (`parsed[Self.limit]`) reads a parsed command directly, for the kit's own options.
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
    private(set) var slot = ValueSlot<Value>()
    /// Whether a parent command declares the option and this property only reads it.
    private(set) var isInherited = false

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
        self.environmentRequirement = reader.environmentRequirement ?? reader.requirement
        self.separator = reader.separator
        self.read = read
        self.fallback = fallback
        DeclarationRecorder.record(self)
    }

    /// A property declared like `declared` (a shared declaration, e.g. every command's
    /// `--timeout`), with a slot of its own: `@Option(CommandTimeout.option(help: …)) var timeout: Double`.
    public init(_ declared: Option<Value>) {
        self = declared
        slot = ValueSlot()
        isInherited = false
        DeclarationRecorder.record(self, replacing: declared.identity)
    }

    /// A property that reads an option a parent command declares (`devevents --source`, read
    /// by `devevents doctor`), with a slot of its own. The command does not declare it again:
    /// help lists it once, among the inherited options.
    public init(inherited declared: Option<Value>) {
        self.init(declared)
        isInherited = true
        DeclarationRecorder.record(self)
    }

    /// This option, refusing to be combined with `--names` (checked by the parser).
    public func conflicting(with names: String...) -> Self {
        respecified { $0.conflicts += names }
    }

    /// This option, with shell completion offering `kind` for its value.
    public func completing(_ kind: CompletionKind) -> Self {
        respecified { $0 = $0.completing(kind) }
    }

    /// This option, with a numeric value such as coordinates read from text (see
    /// `OptionSpec.valueIsNumeric`); the typed number and duration options are numeric already.
    public func numericValue() -> Self {
        respecified { $0 = $0.numericValue() }
    }

    /// This option, accepting to be given without its value (see `OptionSpec.valueMayBeOmitted`).
    public func omittingValueAllowed() -> Self {
        respecified { $0 = $0.omittingValueAllowed() }
    }

    /// This option with `change` made to its spec, recorded as the declaration.
    private func respecified(_ change: (inout OptionSpec) -> Void) -> Self {
        var option = self
        change(&option.spec)
        DeclarationRecorder.record(option)
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
        spec = OptionSpec(long: long, short: short, kind: .flag, help: help, conflicts: conflicts)
        DeclarationRecorder.record(self)
    }

    /// This flag, refusing to be combined with `--names` (checked by the parser).
    public func conflicting(with names: String...) -> Self {
        var flag = self
        flag.spec.conflicts += names
        DeclarationRecorder.record(flag)
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
