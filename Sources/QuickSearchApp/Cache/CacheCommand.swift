import CommandKit
import Foundation
import QuickSearchData

/// `qsearch cache`: the response cache (safe to delete), with `info` and `clear` under it.
enum CacheCommand {
    static let node = CommandNode(
        CommandSpec(
            name: "cache",
            abstract: "Inspect or clear the response cache (safe to delete at any time).",
            examples: ["qsearch cache info", "qsearch cache clear"]
        ),
        children: [
            CommandNode(CacheInfoCommand.spec, runs: CacheInfoCommand.self),
            CommandNode(CacheClearCommand.spec, runs: CacheClearCommand.self),
        ]
    )
}

/// `qsearch cache info`: where the cache is and how much it holds.
struct CacheInfoCommand: RunnableCommand {
    let format: OutputFormat
    let fields: FieldSelection?

    static let spec = CommandSpec(
        name: "info",
        abstract: "Show where the cache is and how much it holds: path, entries, bytes.",
        examples: ["qsearch cache info --json"],
        options: OutputFormat.options
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        format = try OutputFormat(parsed)
        fields = try FieldSelection.parse(parsed, for: CacheInfoRecord.self)
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let cache = try ResponseCache(paths: AppPaths(environment: context.environment.variables))
        let info = try cache.sizeInfo
        let record = CacheInfoRecord(path: cache.path, entries: info.entryCount, bytes: info.fileBytes)
        switch format {
        case .json: context.stdout.write(try JSONOutput.korea.document(record, fields: fields))
        case .jsonLines: context.stdout.write(try JSONOutput.korea.line(record, fields: fields))
        case .human: context.stdout.write("path\t\(record.path)\nentries\t\(record.entries)\nbytes\t\(record.bytes)\n")
        }
        return .success
    }
}

/// `qsearch cache clear`: deletes every cached response.
struct CacheClearCommand: RunnableCommand {
    static let spec = CommandSpec(name: "clear", abstract: "Delete every cached response.")

    init(_ parsed: ParsedCommand, context: CommandContext) {}

    func run(_ context: CommandContext) async throws -> ExitCode {
        let cache = try ResponseCache(paths: AppPaths(environment: context.environment.variables))
        let removed = try cache.clear()
        context.note("removed \(removed) cached response\(removed == 1 ? "" : "s")")
        return .success
    }
}

/// `qsearch cache info` as data: the database file, its cached answers, its size on disk.
struct CacheInfoRecord: FieldSelectable {
    let path: String
    let entries: Int
    let bytes: Int64

    enum FieldKey: String, CodingKey, CaseIterable {
        case path, entries, bytes
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(path, forKey: .path)
        try container.encode(entries, forKey: .entries)
        try container.encode(bytes, forKey: .bytes)
    }
}
