/// A command line that parsed but does not make sense (`--nation` with a place): thrown by
/// `validate()` or a command's run, it becomes a `UsageError` about that command (exit 64).
public struct ValidationError: Error, Sendable, Hashable {
    /// What was wrong and what to do, one line.
    public var message: String
    /// Which rule was broken.
    public var kind: UsageError.Kind

    public init(_ message: String, kind: UsageError.Kind = .invalidValue) {
        self.message = message
        self.kind = kind
    }

    /// The usage error about the command `parsed` selected.
    func usageError(for parsed: ParsedCommand) -> UsageError {
        UsageError(kind: kind, reason: message, helpCommand: parsed.commandName)
    }
}
