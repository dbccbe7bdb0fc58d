import CommandKit

/// What a command node runs while it still prints itself: a small value, validated from its
/// parsed arguments, then run. (Commands move to `Command`, returning a `Report`.)
protocol Runnable: Sendable {
    /// Does the work and says how it ended.
    func run(_ context: CommandContext) async throws -> ExitCode
}

/// A `Runnable` made from its parsed arguments alone, hung on its node as `CommandNode(spec, runs: Self.self)`.
protocol RunnableCommand: Runnable {
    /// Reads and validates the options (no I/O); throws `UsageError` for bad input.
    init(_ parsed: ParsedCommand, context: CommandContext) throws
}

extension CommandNode where Context == Runtime {
    /// Makes a command that prints itself from its parsed arguments.
    typealias Factory = @Sendable (ParsedCommand, CommandContext) throws -> any Runnable

    /// A leaf run by `make`, a command that prints itself.
    init(_ spec: CommandSpec, readsConfigFile: Bool = true, make: @escaping Factory) {
        self.init(spec, readsSettingsFile: readsConfigFile) { invocation, runtime in
            let command = try make(invocation.parsed, runtime.context)
            return PreparedCommand(records: nil) { runtime in
                Report(status: try await command.run(runtime.context))
            }
        }
    }

    /// A leaf run by `Command`, made with `Command.init(_:context:)`.
    init<Command: RunnableCommand>(_ spec: CommandSpec, runs command: Command.Type, readsConfigFile: Bool = true) {
        self.init(spec, readsConfigFile: readsConfigFile) { try Command($0, context: $1) }
    }
}
