/// A typed positional argument key, declared once as a static member: it produces the
/// `PositionalSpec` the parser and help read, and `parsed[key]` reads the words back typed.
///
/// `Argument<String>("id", help: …)` is required, `Argument<String?>` optional, and
/// `Argument<[String]>("query", help: …)` takes every remaining word (at least one unless
/// `required: false`).
@propertyWrapper
public struct Argument<Value: Sendable>: ArgumentKey {
    /// The declaration as data.
    public let spec: PositionalSpec
    /// The value of the words assigned to the slot (the parser has checked their number).
    let read: @Sendable ([String]) -> Value
    /// Why the words given are refused (one line, exit 64), or nil when they are not.
    let refusal: @Sendable ([String]) -> String?
    /// The words parsed for a property declared with this argument.
    let slot = ValueSlot<Value>()

    /// The words given, typed by the declaration.
    public var wrappedValue: Value { slot.filled?.value ?? read([]) }

    init(
        spec: PositionalSpec,
        read: @escaping @Sendable ([String]) -> Value,
        refusal: @escaping @Sendable ([String]) -> String? = { _ in nil }
    ) {
        self.spec = spec
        self.read = read
        self.refusal = refusal
        DeclarationRecorder.record(self)
    }

    /// A property declared like `declared` (a shared declaration), with a slot of its own.
    public init(_ declared: Argument<Value>) {
        self.init(spec: declared.spec, read: declared.read, refusal: declared.refusal, replacing: declared)
    }

    /// This argument, with shell completion offering `kind` for its words.
    public func completing(_ kind: CompletionKind) -> Self {
        Argument(spec: spec.completing(kind), read: read, refusal: refusal, replacing: self)
    }

    /// An argument with a slot of its own that takes the place of `original` among the
    /// declarations being recorded.
    private init(
        spec: PositionalSpec,
        read: @escaping @Sendable ([String]) -> Value,
        refusal: @escaping @Sendable ([String]) -> String?,
        replacing original: Self
    ) {
        self.spec = spec
        self.read = read
        self.refusal = refusal
        DeclarationRecorder.record(self, replacing: original.identity)
    }
}

extension Argument where Value == String {
    /// A slot that must hold exactly one word.
    public init(_ name: String, help: String, completion: CompletionKind = .none) {
        self.init(spec: PositionalSpec.required(name, help: help).completing(completion)) { $0.first ?? "" }
    }
}

extension Argument where Value == String? {
    /// A slot that may hold one word.
    public init(_ name: String, help: String, completion: CompletionKind = .none) {
        self.init(spec: PositionalSpec.optional(name, help: help).completing(completion)) { $0.first }
    }
}

extension Argument where Value == Int {
    /// A slot that must hold one whole number within `range`, such as the row of a listing;
    /// another word is refused as `'word' ` then `refusal` (exit 64), e.g. `is not a row of the
    /// history; give the row qsearch history shows, e.g. qsearch again 1`.
    public init(_ name: String, help: String, range: ClosedRange<Int>, refusal: String) {
        self.init(
            spec: PositionalSpec.required(name, help: help),
            read: { words in words.first.flatMap { Int($0) } ?? range.lowerBound },
            refusal: { words in
                // No word at all is the parser's to report (a missing argument).
                guard let word = words.first, !(Int(word).map(range.contains) ?? false) else { return nil }
                return "\(UsageError.quoted(word)) \(refusal)"
            }
        )
    }
}

extension Argument where Value == [String] {
    /// A slot that holds every remaining word: at least one when `required`.
    public init(_ name: String, help: String, required: Bool = true, completion: CompletionKind = .none) {
        let spec: PositionalSpec = required ? .oneOrMore(name, help: help) : .zeroOrMore(name, help: help)
        self.init(spec: spec.completing(completion)) { $0 }
    }
}

/// Anything that declares a positional slot: a typed key (`Argument`) or a plain `PositionalSpec`.
public protocol ArgumentKey: Sendable {
    /// The declaration as data.
    var spec: PositionalSpec { get }
}

extension PositionalSpec: ArgumentKey {
    /// Itself.
    public var spec: PositionalSpec { self }
}

extension ParsedCommand {
    /// The words given for the argument, typed by its declaration.
    public subscript<Value>(argument: Argument<Value>) -> Value {
        argument.read(positionals[argument.spec.name] ?? [])
    }
}
