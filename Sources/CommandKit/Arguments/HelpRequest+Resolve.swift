extension HelpRequest {
    /// Help for the command reached by `subcommandPath` under `root`, e.g. `["fav", "add"]`,
    /// or `nil` when a name on the path is not a subcommand.
    public static func resolve(_ subcommandPath: [String], in root: CommandSpec) -> HelpRequest? {
        var chain = [root]
        for name in subcommandPath {
            guard let next = chain[chain.count - 1].subcommand(named: name) else { return nil }
            chain.append(next)
        }
        return HelpRequest(chain: chain)
    }

    /// Help asked for without `--help`: no arguments at all to a program of subcommands, or
    /// `help [COMMAND…]` when the program has no `help` command of its own; nil otherwise.
    ///
    /// - Throws: `UsageError` when a word after `help` names no command (with a suggestion).
    static func asked(by arguments: [String], in root: CommandSpec) throws(UsageError) -> HelpRequest? {
        if arguments.isEmpty { return root.isGroup ? HelpRequest(chain: [root]) : nil }
        guard arguments[0] == "help", root.subcommand(named: "help") == nil else { return nil }
        var chain = [root]
        for word in arguments.dropFirst() {
            let current = chain[chain.count - 1]
            guard let next = current.subcommand(named: word) else {
                let parent = chain.map(\.name).joined(separator: " ")
                let names = current.visibleSubcommands.map(\.name)
                throw .unknownSubcommand(
                    word,
                    parent: parent,
                    suggestions: current.suggestedSubcommands(for: word),
                    available: names
                )
            }
            chain.append(next)
        }
        return HelpRequest(chain: chain)
    }

    /// Help for the last command of `chain`, which runs from the root down.
    init(chain: [CommandSpec]) {
        let spec = chain[chain.count - 1]
        let own = Set(spec.options.map(\.long))
        let inherited = Array(chain.dropLast()).visibleOptions.filter { !own.contains($0.long) }
        self.init(commandPath: chain.map(\.name), spec: spec, inheritedOptions: inherited)
    }
}
