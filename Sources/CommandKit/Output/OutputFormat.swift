/// How a command prints its results.
public enum OutputFormat: Sendable, Hashable {
    /// An aligned table on a terminal, tab-separated rows when piped.
    case human
    /// One JSON document.
    case json
    /// One JSON object per line.
    case jsonLines

    public static let jsonFlag = Flag("json", help: "Print one JSON document (schema in docs/json.md).")
    public static let jsonLinesFlag = Flag("jsonl", help: "Print one JSON object per line (JSON Lines).")
    /// The `--json`, `--jsonl` and `--fields` options every listing command declares.
    public static let options: [any OptionKey] = [jsonFlag, jsonLinesFlag, FieldSelection.option]

    /// Reads `--json` / `--jsonl`; both at once is a usage error. `--fields` alone means `--json`.
    public init(_ parsed: ParsedCommand) throws {
        switch (parsed[Self.jsonFlag], parsed[Self.jsonLinesFlag]) {
        case (true, true):
            throw UsageError(
                kind: .invalidValue,
                reason: "--json and --jsonl cannot be combined; choose one",
                helpCommand: parsed.commandName
            )
        case (true, false): self = .json
        case (false, true): self = .jsonLines
        case (false, false): self = parsed.isGiven(FieldSelection.option) ? .json : .human
        }
    }
}

extension ParsedCommand {
    /// A usage error about this command.
    public func usageError(_ reason: String, kind: UsageError.Kind = .invalidValue) -> UsageError {
        UsageError(kind: kind, reason: reason, helpCommand: commandName)
    }
}
