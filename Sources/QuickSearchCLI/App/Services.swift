import Foundation
import QuickSearchData
import QuickSearchDomain

/// Builds the data-layer services a command needs, from its context.
struct Services: Sendable {
    let context: CommandContext
    let program: String

    /// The XDG directories.
    func paths() throws -> AppPaths {
        try AppPaths(environment: context.environment.variables)
    }

    /// The response cache; a cache that cannot be opened is skipped with a warning, never fatal.
    /// It waits at most 250 ms for another process's write: it is only a cache.
    func cache() -> ResponseCache? {
        do {
            let paths = try paths()
            try paths.createCacheDirectory()
            let cache = try ResponseCache(path: paths.cacheDatabaseURL.path, recreateIfCorrupt: true, busyTimeout: .milliseconds(250))
            return cache
        } catch {
            context.warn(program, "response cache unavailable (\(CommandLineTool.describe(error).0)); continuing without it")
            return nil
        }
    }

    /// The user's saved data (history, favourites).
    func store() throws -> QuickSearchStore {
        try QuickSearchStore(paths: paths())
    }

    /// The HTTP stack: libcurl with retries, behind the upstream client.
    func upstreamClient(cache: (any ResponseCaching)?) -> UpstreamClient {
        let http = RetryingHTTPClient(wrapping: CurlHTTPClient(userAgent: "QuickSearch/\(QuickSearchVersion.current) (\(program); +https://github.com/quicksearch/quicksearch)"))
        return UpstreamClient(http: http, environment: context.environment, cache: cache, now: context.now)
    }
}
