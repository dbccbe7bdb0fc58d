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

    /// Help for the last command of `chain`, which runs from the root down.
    init(chain: [CommandSpec]) {
        let spec = chain[chain.count - 1]
        let own = Set(spec.options.map(\.long))
        let inherited = Array(chain.dropLast()).visibleOptions.filter { !own.contains($0.long) }
        self.init(commandPath: chain.map(\.name), spec: spec, inheritedOptions: inherited)
    }
}
