import CommandKit

/// `qsearch cache clear`: deletes every cached response.
struct CacheClearCommand: Command {
    static let about = CommandAbout(name: "clear", abstract: "Delete every cached response.")

    func run(_ runtime: Runtime) async throws -> Report {
        try CacheService(runtime: runtime).clear()
    }
}
