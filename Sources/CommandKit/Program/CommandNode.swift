/// One node of a program's command tree, declared once: the command's spec, what runs it, and
/// the nodes under it (which become the spec's subcommands).
///
/// A group such as `cache` has children and nothing to run; a leaf such as `cache info` runs.
public struct CommandNode<Context: Sendable>: Sendable {
    /// Makes the command to run from the invocation, once the run's context exists.
    public typealias Preparation = @Sendable (Invocation, Context) throws -> PreparedCommand<Context>

    /// The whole subtree as data, subcommands included.
    public let spec: CommandSpec
    /// What runs this command; nil for a group.
    let prepare: Preparation?
    /// The subcommands.
    public let children: [CommandNode]
    /// Whether options' variables are also read from the program's settings file.
    public let readsSettingsFile: Bool

    /// A node with `spec`, prepared by `prepare`, over `children`; subcommand aliases follow
    /// the one table (`SubcommandAliases`).
    public init(
        _ spec: CommandSpec,
        readsSettingsFile: Bool = true,
        children: [CommandNode] = [],
        prepare: Preparation? = nil
    ) {
        var spec = spec
        // A closure, not `\.spec`: a key path into a generic type is built at run time, once per
        // node of the tree at every start (with a look-up of its generic arguments each).
        spec.subcommands = children.map { $0.spec }
        spec.aliases = SubcommandAliases.aliases(of: spec.name)
        self.spec = spec
        self.prepare = prepare
        self.children = children
        self.readsSettingsFile = readsSettingsFile
    }

    /// The node of a command type: its spec from its declarations, run by filling a new value.
    public init<C: Command>(_ command: C.Type, readsSettingsFile: Bool = true) where C.Context == Context {
        self.init(CommandDeclarations.spec(of: C.self), readsSettingsFile: readsSettingsFile) { invocation, _ in
            let command = try CommandDeclarations.command(C.self, from: invocation.parsed)
            return PreparedCommand(records: command.records) { context in try await command.run(context) }
        }
    }

    /// A group: `about` over `children`, with nothing to run itself.
    public init(group about: CommandAbout, readsSettingsFile: Bool = true, children: [CommandNode]) {
        var spec = CommandSpec(name: about.name, abstract: about.abstract, discussion: about.discussion)
        spec.examples = about.examples
        spec.isHidden = about.isHidden
        self.init(spec, readsSettingsFile: readsSettingsFile, children: children)
    }

    /// The node reached from here by `path`, e.g. `["cache", "info"]`.
    func node(at path: some Collection<String>) -> CommandNode? {
        guard let first = path.first else { return self }
        return children.first { $0.spec.name == first }?.node(at: path.dropFirst())
    }
}

/// A command ready to run: what `--fields` picks from, and the work.
public struct PreparedCommand<Context: Sendable>: Sendable {
    /// The records of its JSON output; nil when it has none.
    public var records: RecordFields?
    /// The work.
    public var run: @Sendable (Context) async throws -> Report
}

/// One table of subcommand aliases for every group: a command named by one word of a row
/// also answers to the others (`places rm` and `places remove`, `fav ls` and `fav list`).
public enum SubcommandAliases {
    /// The rows, the usual name first.
    public static let table: [[String]] = [["list", "ls"], ["remove", "rm"], ["move", "mv"]]

    /// The other names of a subcommand called `name`.
    public static func aliases(of name: String) -> [String] {
        table.first { $0.contains(name) }?.filter { $0 != name } ?? []
    }
}
