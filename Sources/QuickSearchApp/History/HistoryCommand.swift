import CommandKit

/// `qsearch history`: recent searches, or `--clear` to forget them (see `HistoryService`).
struct HistoryCommand: Command {
    static let about = CommandAbout(
        name: "history",
        abstract: "Show recent searches (time, sort, sources, result count).",
        examples: ["qsearch history", "qsearch history --limit 5 --json", "qsearch history --clear"],
        records: .of(HistoryRecord.self)
    )

    @Option(
        "limit",
        short: "n",
        help: "How many searches to show (1-1000).",
        default: 20,
        range: 1...1000,
        example: "5"
    )
    var limit: Int
    @Flag("clear", help: "Delete the whole search history.", conflicts: ["limit", "json", "jsonl", "fields"])
    var clear: Bool

    func run(_ runtime: Runtime) async throws -> Report {
        let service = HistoryService(runtime: runtime)
        return clear ? try service.clear() : try service.recent(limit: limit)
    }
}
