import CommandKit

/// `qsearch cache`: the response cache (safe to delete), with `info` and `clear` under it.
enum CacheCommand {
    static let node = CommandNode<Runtime>(
        group: CommandAbout(
            name: "cache",
            abstract: "Inspect or clear the response cache (safe to delete at any time).",
            examples: ["qsearch cache info", "qsearch cache clear"]
        ),
        children: [CommandNode(CacheInfoCommand.self), CommandNode(CacheClearCommand.self)]
    )
}
