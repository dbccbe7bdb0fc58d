/// One command of a tool as a completion script or manual page sees it: the words that reach it,
/// what may follow (visible subcommands, every option it accepts, its positional slots).
struct CompletionNode: Sendable {
    /// The subcommand words after the program name; empty for the root.
    let path: [String]
    let spec: CommandSpec
    /// The visible subcommands.
    let subcommands: [CommandSpec]
    /// Every option accepted here: its own, those inherited from its parents, `--help` and
    /// (at the root) `--version`.
    let options: [OptionSpec]

    /// Every visible command of the tree under `root`, parents before their children.
    static func all(in root: CommandSpec) -> [CompletionNode] {
        collect(chain: [root], path: [])
    }

    /// The path joined by spaces, as the scripts key their tables (`""` for the root).
    var key: String { path.joined(separator: " ") }

    private static func collect(chain: [CommandSpec], path: [String]) -> [CompletionNode] {
        let spec = chain[chain.count - 1]
        var options = chain.visibleOptions + [OptionSpec.flag("help", short: "h", help: "Show help for this command.")]
        if path.isEmpty { options.append(.flag("version", help: "Show the version.")) }
        let node = CompletionNode(path: path, spec: spec, subcommands: spec.visibleSubcommands, options: options)
        return [node] + node.subcommands.flatMap { collect(chain: chain + [$0], path: path + [$0.name]) }
    }
}
