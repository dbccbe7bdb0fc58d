/// One run of a program as the kit understood it: what it hands the program to build the run's
/// context, and the kit's own built-in commands.
public struct Invocation: Sendable {
    /// The command line, parsed, with the variables that set options' defaults.
    public let parsed: ParsedCommand
    /// The streams, terminal (colour applied), environment and clock.
    public let io: ProgramIO
    /// The one writer of error, warning, note and progress lines.
    public let diagnostics: Diagnostics
    /// The form standard output is printed in (`--json`, `--jsonl`, or for people).
    public let outputFormat: OutputFormat
    /// The `--color` choice (`auto` for a program without the option).
    public let color: ColorChoice
    /// The whole program's command tree, and its version, for the commands that describe it.
    public let root: CommandSpec
    public let version: String
}
