/// One node of a program's command tree, declared once: the command's spec, what runs it, and
/// the nodes under it (which become the spec's subcommands).
///
/// A group such as `cache` has children and nothing to run; a leaf such as `cache info` runs.
struct CommandNode: Sendable {
    /// Makes the command to run from its parsed arguments.
    typealias Factory = @Sendable (ParsedCommand, CommandContext) throws -> any Runnable

    /// The whole subtree as data, subcommands included.
    let spec: CommandSpec
    /// What runs this command; nil for a group.
    let make: Factory?
    /// The subcommands.
    let children: [CommandNode]
    /// Whether options' variables are also read from the config file (`config` itself does not).
    let readsConfigFile: Bool

    /// A node run by `make`, with `children` as its subcommands.
    init(_ spec: CommandSpec, readsConfigFile: Bool = true, children: [CommandNode] = [], make: Factory? = nil) {
        var spec = spec
        spec.subcommands = children.map(\.spec)
        self.spec = spec
        self.make = make
        self.children = children
        self.readsConfigFile = readsConfigFile
    }

    /// A leaf run by `Command`, made with `Command.init(_:context:)`.
    init<Command: RunnableCommand>(_ spec: CommandSpec, runs command: Command.Type, readsConfigFile: Bool = true) {
        self.init(spec, readsConfigFile: readsConfigFile) { try Command($0, context: $1) }
    }

    /// The node reached from here by `path`, e.g. `["cache", "info"]`.
    func node(at path: some Collection<String>) -> CommandNode? {
        guard let first = path.first else { return self }
        return children.first { $0.spec.name == first }?.node(at: path.dropFirst())
    }
}

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
