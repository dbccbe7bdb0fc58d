/// What a valid command line asks for.
public enum ParseOutcome: Sendable, Hashable {
    /// Run the chosen command with these arguments.
    case run(ParsedCommand)
    /// Print help for a command (`--help` or `-h` anywhere before `--`).
    case help(HelpRequest)
    /// Print the program version (`--version` at the top level).
    case version
}
