extension CommandSpec {
    /// The direct subcommand called `name` or answering to it as an alias, if any.
    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name } ?? subcommands.first { $0.aliases.contains(name) }
    }

    /// The words of visible subcommands (names or aliases) a user most likely meant by `word`,
    /// by `EditDistance.closestCommands`; empty when none is close.
    func suggestedSubcommands(for word: String) -> [String] {
        EditDistance.closestCommands(to: word, among: visibleSubcommands.map { [$0.name] + $0.aliases })
    }

    /// `label` (the command's name, or its whole command line) followed by the command's
    /// aliases in parentheses, `rm (remove)`, as help and the manual page show a command;
    /// `label` alone when it has none.
    public func withAliases(_ label: String) -> String {
        aliases.isEmpty ? label : "\(label) (\(aliases.joined(separator: ", ")))"
    }

    /// The names leading to the first subcommand, at any depth, that declares `--long`.
    func pathToSubcommand(declaring long: String) -> [String]? {
        for subcommand in subcommands {
            if subcommand.options.contains(where: { $0.long == long }) { return [subcommand.name] }
            if let deeper = subcommand.pathToSubcommand(declaring: long) { return [subcommand.name] + deeper }
        }
        return nil
    }

    /// Whether the command only groups subcommands and cannot run by itself.
    public var isGroup: Bool { !subcommands.isEmpty && positionals.isEmpty }
}

extension Array where Element == CommandSpec {
    /// The option called `--long` on the deepest command of this chain that declares it.
    func option(long: String) -> OptionSpec? {
        for spec in reversed() {
            if let option = spec.options.first(where: { $0.long == long }) { return option }
        }
        return nil
    }

    /// The option called `-short` on the deepest command of this chain that declares it.
    func option(short: Character) -> OptionSpec? {
        for spec in reversed() {
            if let option = spec.options.first(where: { $0.short == short }) { return option }
        }
        return nil
    }

    /// Every option visible at the end of this chain, deepest declarations first.
    var visibleOptions: [OptionSpec] {
        var seen = Set<String>()
        var result: [OptionSpec] = []
        for spec in reversed() {
            for option in spec.options where seen.insert(option.long).inserted {
                result.append(option)
            }
        }
        return result
    }
}
