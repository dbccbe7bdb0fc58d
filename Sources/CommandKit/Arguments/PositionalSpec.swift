/// One positional argument slot of a command, declared as data.
public struct PositionalSpec: Sendable, Hashable {
    /// The name shown in usage and help, e.g. `"query"` renders as `<query>`.
    public var name: String
    /// One line of help text.
    public var help: String
    /// How many arguments the slot takes.
    public var arity: PositionalArity = .required
    /// What shell completion offers for the arguments.
    public var completion: CompletionKind = .none

    /// A slot that must hold exactly one argument.
    public static func required(_ name: String, help: String) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .required)
    }

    /// A slot that may hold one argument.
    public static func optional(_ name: String, help: String) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .optional)
    }

    /// A slot that holds every remaining argument, possibly none.
    public static func zeroOrMore(_ name: String, help: String) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .zeroOrMore)
    }

    /// A slot that holds every remaining argument, at least one.
    public static func oneOrMore(_ name: String, help: String) -> PositionalSpec {
        PositionalSpec(name: name, help: help, arity: .oneOrMore)
    }

    /// The slot as written in a usage line: `<q>`, `[<q>]`, `[<q>...]` or `<q>...`.
    public var usageSyntax: String {
        switch arity {
        case .required: "<\(name)>"
        case .optional: "[<\(name)>]"
        case .zeroOrMore: "[<\(name)>...]"
        case .oneOrMore: "<\(name)>..."
        }
    }
}
