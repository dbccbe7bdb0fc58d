/// How an option consumes the arguments that follow it.
public enum OptionKind: Sendable, Hashable {
    /// A switch that is on when present and takes no value, e.g. `--json`.
    case flag
    /// An option that takes one value; when given twice, the last value wins, e.g. `--limit 50`.
    case value
    /// An option that takes one value and may be given many times, e.g. `--tag a --tag b`.
    case repeatableValue
}
