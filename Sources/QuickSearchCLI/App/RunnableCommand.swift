/// What a command node runs: a small value, validated from its parsed arguments, then run.
protocol Runnable: Sendable {
    /// Does the work and says how it ended.
    func run(_ context: CommandContext) async throws -> ExitCode
}

/// A command made from its parsed arguments alone, hung on its node as `CommandNode(spec, runs: Self.self)`.
/// Commands that need more (the kind of media, the change to make) are made by the node's factory.
protocol RunnableCommand: Runnable {
    /// Reads and validates the options (no I/O); throws `UsageError` for bad input.
    init(_ parsed: ParsedCommand, context: CommandContext) throws
}
