/// How many arguments a positional slot takes.
public enum PositionalArity: Sendable, Hashable {
    /// Exactly one, which must be present.
    case required
    /// Zero or one.
    case optional
    /// Any number, including none.
    case zeroOrMore
    /// At least one.
    case oneOrMore

    /// The fewest arguments this slot needs.
    var minimum: Int {
        switch self {
        case .required, .oneOrMore: 1
        case .optional, .zeroOrMore: 0
        }
    }

    /// Whether the slot takes more than one argument.
    var isVariadic: Bool {
        switch self {
        case .zeroOrMore, .oneOrMore: true
        case .required, .optional: false
        }
    }
}
