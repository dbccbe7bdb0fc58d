/// Parses command lines against a `CommandSpec`: arguments in, an outcome or a usage error out.
///
/// Rules:
/// - `--name value`, `--name=value`, `-n value`, `-nvalue`, and combined short flags `-jv`.
/// - `--` ends options: everything after it is positional, even text starting with `-`.
/// - A value starting with `-` is taken only as `--name=-x`, or when it is a negative number.
/// - `-` alone is a positional argument.
/// - An option that takes the rest of the line (`OptionKind.commandLine`, `--exec cmd -x`)
///   takes every word after it, `--help` included, up to a lone `;`.
/// - `--help`/`-h` anywhere before `--` asks for help about the deepest subcommand reached,
///   and wins over any mistake; `--version` at the top level asks for the version.
/// - A single-value option given twice keeps the last value; options of a command are also
///   accepted after any of its subcommands.
/// - The first mistake is reported as a `UsageError`.
public enum ArgumentParser {
    /// Parses `arguments` (without the program name) against the root command `spec`,
    /// whose `name` is the program name used in messages.
    public static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParseOutcome {
        var scanner = ArgumentScanner(arguments: arguments, root: spec)
        return try scanner.run()
    }
}

/// What a valid command line asks for.
public enum ParseOutcome: Sendable, Hashable {
    /// Run the chosen command with these arguments.
    case run(ParsedCommand)
    /// Print help for a command (`--help` or `-h` anywhere before `--`).
    case help(HelpRequest)
    /// Print the program version (`--version` at the top level).
    case version
}
