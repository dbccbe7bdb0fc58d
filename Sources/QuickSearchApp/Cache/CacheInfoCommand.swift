import CommandKit

/// `qsearch cache info`: where the cache is and how much it holds.
struct CacheInfoCommand: Command {
    static let about = CommandAbout(
        name: "info",
        abstract: "Show where the cache is and how much it holds: path, entries, bytes.",
        examples: ["qsearch cache info --json"],
        records: .of(CacheInfoRecord.self)
    )

    func run(_ runtime: Runtime) async throws -> Report {
        try CacheService(runtime: runtime).info()
    }
}
