import CommandKit
import QuickSearchData

/// `qsearch again N`: runs search N of the history again (1 the newest, as `qsearch history`
/// lists them), with its command, query, sort, sources and first result (`--page`, `--offset`);
/// the limit and timeout are the config's, the output form this run's. The search it runs is recorded as a new one.
struct AgainCommand: Command {
    static let about = CommandAbout(
        name: "again",
        abstract: "Run search N of the history again (1: the newest, as qsearch history lists them).",
        examples: ["qsearch again 2", "qsearch again 1 --json"],
        records: .of(MediaItemRecord.self)
    )

    @Argument(
        "n",
        help: "The search's row in qsearch history, from 1 (the newest).",
        range: 1...QuickSearchStore.defaultHistoryLimit,
        refusal:
            "is not a row of the history; give the row of qsearch history, from 1 (the newest), e.g. qsearch again 1"
    )
    var row: Int

    func run(_ runtime: Runtime) async throws -> Report {
        let entries = try runtime.services.storeForReading().recentSearches(limit: row)
        guard entries.count >= row else {
            throw CLIError(
                entries.isEmpty
                    ? "the history is empty; search first, e.g. qsearch images 고양이"
                    : "the history has \(entries.count) search\(entries.count == 1 ? "" : "es"), not \(row); qsearch history lists them",
                exitCode: .usage
            )
        }
        let entry = entries[row - 1]
        var arguments: [String] = []
        if let sort = entry.sort { arguments += ["--sort", sort] }
        if !entry.sources.isEmpty { arguments += ["--source", entry.sources.joined(separator: ",")] }
        if entry.firstPosition > 1 { arguments += ["--offset", "\(entry.firstPosition - 1)"] }
        arguments += ["--", entry.query]
        let variables = runtime.environment.variables
        switch entry.command {
        case VideosCommand.about.name:
            return try await VideosCommand.parse(arguments, variables: variables).run(runtime)
        case ImagesCommand.about.name:
            return try await ImagesCommand.parse(arguments, variables: variables).run(runtime)
        default:
            throw CLIError(
                "search \(row) of the history was made by '\(TextSanitizer.singleLine(entry.command))', which again cannot run",
                exitCode: .failure
            )
        }
    }
}
