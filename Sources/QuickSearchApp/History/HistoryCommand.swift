import CommandKit
import Foundation
import QuickSearchData

/// `qsearch history`: recent searches, or `--clear` to forget them.
struct HistoryCommand: RunnableCommand {
    let clear: Bool
    let limit: Int
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "history",
        abstract: "Show recent searches (time, sort, sources, result count).",
        examples: ["qsearch history", "qsearch history --limit 5 --json", "qsearch history --clear"],
        options: [limit, clear] + OutputFormat.options
    )
    static let limit = Option<Int>(
        "limit",
        short: "n",
        help: "How many searches to show (1-1000).",
        default: 20,
        range: 1...1000,
        example: "5"
    )
    static let clear = Flag("clear", help: "Delete the whole search history.").conflicting(
        with: "limit",
        "json",
        "jsonl",
        "fields"
    )

    /// Most important first: QUERY (kept at any width), WHEN, COMMAND, RESULTS, SOURCES, SORT;
    /// SOURCES is shown whole or not at all.
    static let table = TableRenderer(columns: [
        TableColumn(header: "WHEN", priority: 7),
        TableColumn(header: "COMMAND", priority: 5),
        TableColumn(header: "QUERY", minWidth: 20, isFlexible: true, priority: 8, isRequired: true),
        TableColumn(header: "SORT", priority: 2),
        TableColumn(header: "SOURCES", priority: 3),
        TableColumn(header: "RESULTS", alignment: .right, priority: 4),
    ])

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        clear = parsed[Self.clear]
        limit = try parsed[Self.limit]
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: HistoryRecord.self)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let services = Services(context: context, program: "qsearch")
        if clear {
            let removed = try services.store().clearHistory()
            context.note("cleared \(removed) search\(removed == 1 ? "" : "es") from history")
            return .success
        }
        let entries = try services.storeForReading().recentSearches(limit: limit)
        switch format {
        case .json:
            context.stdout.write(
                try JSONOutput.korea.document(["searches": entries.map(HistoryRecord.init)], fields: fields)
            )
        case .jsonLines:
            for entry in entries {
                context.stdout.write(try JSONOutput.korea.line(HistoryRecord(entry), fields: fields))
            }
        case .human:
            let rows = entries.map { entry in
                [
                    context.terminal.showsTable
                        ? RelativeTime(timeZone: .current).describe(entry.date, relativeTo: context.now())
                        : JSONOutput.korea.timestamp(entry.date),
                    entry.command, entry.query, entry.sort ?? (context.terminal.showsTable ? "–" : ""),
                    entry.sources.joined(separator: ","), "\(entry.resultCount)",
                ]
            }
            let table = Self.table
            let lines =
                context.terminal.showsTable
                ? table.render(rows, width: context.terminal.width, colorEnabled: context.terminal.colorEnabled)
                : table.plainRows(rows)
            context.stdout.write(lines.map { $0 + "\n" }.joined())
            if entries.isEmpty && context.terminal.showsTable {
                context.note("no searches yet")
            }
        }
        return .success
    }
}

/// The JSON form of one history entry.
struct HistoryRecord: FieldSelectable {
    let entry: HistoryEntry

    init(_ entry: HistoryEntry) {
        self.entry = entry
    }

    enum FieldKey: String, CodingKey, CaseIterable {
        case command, query, sort, sources
        case resultCount = "result_count"
        case searchedAt = "searched_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(entry.command, forKey: .command)
        try container.encode(entry.query, forKey: .query)
        try container.encode(entry.sort, forKey: .sort)
        try container.encode(entry.sources, forKey: .sources)
        try container.encode(entry.resultCount, forKey: .resultCount)
        try container.encode(JSONOutput.korea.timestamp(entry.date), forKey: .searchedAt)
    }
}
