import Foundation
import QuickSearchData

/// `qsearch cache clear` and `qsearch cache info`: the response cache (safe to delete).
struct CacheCommand: RunnableCommand {
    let clear: Bool

    static let spec = CommandSpec(
        name: "cache",
        abstract: "Inspect or clear the response cache (safe to delete at any time).",
        examples: ["qsearch cache info", "qsearch cache clear"],
        subcommands: [
            CommandSpec(name: "info", abstract: "Show where the cache is and how much it holds."),
            CommandSpec(name: "clear", abstract: "Delete every cached response."),
        ]
    )

    init(_ parsed: ParsedCommand, context: CommandContext) throws {
        clear = parsed.subcommandPath.last == "clear"
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        let cache = try ResponseCache(paths: AppPaths(environment: context.environment.variables))
        if clear {
            let removed = try cache.clear()
            context.note("removed \(removed) cached response\(removed == 1 ? "" : "s")")
        } else {
            let info = try cache.sizeInfo
            context.stdout.write("path\t\(cache.path)\nentries\t\(info.entryCount)\nbytes\t\(info.fileBytes)\n")
        }
        return .success
    }
}
