/// One option a command accepts, declared as data.
///
/// `help`, `h` and (at the top level) `version` are reserved: the parser handles them itself.
/// Declared through the factories (`flag`, `value`, `choice`, `repeatable`) or the typed keys
/// (`Option`, `Flag`).
public struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes, e.g. `"limit"` for `--limit`.
    public var long: String
    /// The optional one-letter name without the dash, e.g. `"n"` for `-n`.
    public var short: Character?
    /// Whether the option is a flag or takes one or many values.
    public var kind: OptionKind
    /// The placeholder shown in help for the value, e.g. `"n"` renders as `--limit <n>`.
    public var valueName = "value"
    /// One line of help text.
    public var help: String
    /// The only values accepted, for enumerated options; `nil` accepts any value.
    public var allowedValues: [String]?
    /// The value used when the option is absent; shown in help and returned by the accessors.
    public var defaultValue: String?
    /// A sample value used in error messages, e.g. `"50"` in `e.g. --limit 50`.
    public var example: String?
    /// Long names of options that cannot be given together with this one (a usage error).
    public var conflicts: [String] = []
    /// The variable that sets the default when the option is absent, e.g. `QSEARCH_LIMIT`; the config
    /// file (`qsearch config`) sets the same variables, under the environment.
    public var environmentVariable: String?
    /// Whether a `.value` option may be given without its value (`--fields` alone): it then
    /// reads as the empty string, when nothing or another option follows it.
    public var valueMayBeOmitted = false
    /// Whether the value is numeric (a number, a duration, a pair of coordinates): a next word
    /// that is a minus sign then a digit or a dot (`-3d`, `-5x`, `-33.9,151.2`) is then taken as
    /// the value, for the option's reader to judge (`must be a positive duration …`), rather than
    /// reported as a missing value. Other words starting with `-` stay options.
    public var valueIsNumeric = false
    /// What shell completion offers for the value (see `valueCompletion`).
    public var completion: CompletionKind = .none
}

/// How an option consumes the arguments that follow it.
public enum OptionKind: Sendable, Hashable {
    /// A switch that is on when present and takes no value, e.g. `--json`.
    case flag
    /// An option that takes one value; when given twice, the last value wins, e.g. `--limit 50`.
    case value
    /// An option that takes one value and may be given many times, e.g. `--tag a --tag b`.
    case repeatableValue
    /// An option that takes every word after it, options included, up to a lone `;` or the end
    /// of the line: a command to run with its arguments, e.g. `--exec notify.sh --urgent`.
    case commandLine
}
