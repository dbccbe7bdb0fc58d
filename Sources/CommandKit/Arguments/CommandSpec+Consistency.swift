extension CommandSpec {
    /// Mistakes in this declaration and its subcommands, one line each; empty when consistent.
    ///
    /// Meant for a unit test over the program's command table, not for run time.
    public func consistencyProblems() -> [String] {
        problems(path: name, isRoot: true)
    }

    private func problems(path: String, isRoot: Bool) -> [String] {
        var found: [String] = []
        var longNames = Set<String>()
        var shortNames = Set<Character>()
        for option in options {
            found += optionProblems(option, path: path, isRoot: isRoot)
            if !longNames.insert(option.long).inserted {
                found.append("\(path): option '--\(option.long)' is declared twice")
            }
            if let short = option.short, !shortNames.insert(short).inserted {
                found.append("\(path): short option '-\(short)' is declared twice")
            }
        }
        for option in options {
            for other in option.conflicts where !longNames.contains(other) {
                found.append(
                    "\(path): '--\(option.long)' conflicts with '--\(other)', which this command does not declare"
                )
            }
        }
        found += positionalProblems(path: path)
        var subcommandNames = Set<String>()
        for subcommand in subcommands {
            if !subcommandNames.insert(subcommand.name).inserted {
                found.append("\(path): subcommand '\(subcommand.name)' is declared twice")
            }
            if !Self.isPlainWord(subcommand.name) {
                found.append("\(path): subcommand name '\(subcommand.name)' is not a plain word")
            }
            found += subcommand.problems(path: "\(path) \(subcommand.name)", isRoot: false)
        }
        found += aliasProblems(path: path, names: subcommandNames)
        return found
    }

    /// An alias must be a plain word that selects one subcommand only: no other subcommand's
    /// name or alias (help, suggestions and completions show it as that command's).
    private func aliasProblems(path: String, names: Set<String>) -> [String] {
        var found: [String] = []
        var aliases = Set<String>()
        for subcommand in subcommands {
            for alias in subcommand.aliases {
                if !Self.isPlainWord(alias) {
                    found.append("\(path): alias '\(alias)' of '\(subcommand.name)' is not a plain word")
                } else if names.contains(alias) || !aliases.insert(alias).inserted {
                    found.append("\(path): alias '\(alias)' of '\(subcommand.name)' already selects a command here")
                }
            }
        }
        return found
    }

    private static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && !word.hasPrefix("-") && !word.contains(" ")
    }

    private func optionProblems(_ option: OptionSpec, path: String, isRoot: Bool) -> [String] {
        var found: [String] = []
        let long = option.long
        if long.isEmpty || long.hasPrefix("-") || long.contains("=") || long.contains(where: \.isWhitespace) {
            found.append("\(path): option name '\(long)' must be a word without dashes, '=' or spaces")
        }
        if long == "help" || (isRoot && long == "version") {
            found.append("\(path): option '--\(long)' is reserved")
        }
        if let short = option.short {
            if short == "h" { found.append("\(path): short option '-h' is reserved for help") }
            if short == "-" || short == "=" || short.isWhitespace || short.isNumber {
                found.append("\(path): short option '-\(short)' must be a letter")
            }
        }
        if let allowed = option.allowedValues {
            if option.kind == .flag { found.append("\(path): flag '--\(long)' cannot have allowed values") }
            if allowed.isEmpty { found.append("\(path): option '--\(long)' allows no values at all") }
            if let value = option.defaultValue, !allowed.contains(value) {
                found.append("\(path): default '\(value)' of '--\(long)' is not an allowed value")
            }
        }
        if option.kind == .flag, option.defaultValue != nil {
            found.append("\(path): flag '--\(long)' cannot have a default value")
        }
        return found
    }

    private func positionalProblems(path: String) -> [String] {
        var found: [String] = []
        for (index, positional) in positionals.enumerated()
        where positional.arity.isVariadic && index != positionals.count - 1 {
            found.append("\(path): variadic argument <\(positional.name)> must be the last one")
        }
        var names = Set<String>()
        for positional in positionals where !names.insert(positional.name).inserted {
            found.append("\(path): argument <\(positional.name)> is declared twice")
        }
        return found
    }
}
