/// A mistake in how the program was invoked: one line saying what was wrong and what to do.
///
/// The program exits with status 64 for these (applied by the caller).
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which rule was broken; stable for tests and callers.
    public let kind: Kind
    /// What was wrong, e.g. `unknown option '--sotr'; did you mean '--sort'?`.
    public let reason: String
    /// The command whose help explains the usage, e.g. `qsearch images`.
    public let helpCommand: String

    /// The full one-line message, e.g. `unknown option '--sotr'; did you mean '--sort'? (see 'qsearch images --help')`.
    public var message: String {
        "\(reason) (see '\(helpCommand) --help')"
    }

    public var description: String { message }
}
