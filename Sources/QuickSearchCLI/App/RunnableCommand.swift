/// A command as a small value: validated from its parsed arguments, then run.
protocol RunnableCommand: Sendable {
    /// Reads and validates the options (no I/O); throws `UsageError` for bad input.
    init(_ parsed: ParsedCommand, context: CommandContext) throws
    /// Does the work and says how it ended.
    func run(_ context: CommandContext) async throws -> ExitCode
}
