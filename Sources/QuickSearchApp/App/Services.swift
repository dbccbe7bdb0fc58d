import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// Builds the data-layer services a command needs, from its context.
struct Services: Sendable {
    let context: CommandContext
    let program: String

    /// The XDG directories.
    func paths() -> AppPaths {
        AppPaths(environment: context.environment.variables)
    }

    /// The response cache; a cache that cannot be opened is skipped with a warning, never fatal,
    /// and one that cannot be written is read without caching anything new, after one warning.
    /// It waits at most 250 ms for another process's write: it is only a cache, so one kept busy
    /// by other runs (such as many starting at once on a new file) is skipped without a word.
    func cache() -> ResponseCache? {
        let paths = paths(warningFor: .cache)
        do {
            try paths.createDirectory(.cache)
            let cache = try ResponseCache(
                path: paths.cacheDatabaseURL.path,
                recreateIfCorrupt: true,
                busyTimeout: .milliseconds(250)
            )
            if !cache.isWritable {
                context.warn(
                    program,
                    "the response cache \(cache.path) cannot be written (read-only); continuing "
                        + "without caching: make the file and its folder writable"
                )
            }
            return cache
        } catch let error as StoreError where error.code == .busy {
            return nil
        } catch {
            context.warn(
                program,
                "response cache unavailable (\(AppErrors.message(error).0)); continuing without it"
            )
            return nil
        }
    }

    /// Cache upkeep after a command went to the network (see `ResponseCache.performUpkeep`).
    func upkeep(_ cache: ResponseCache?) {
        cache?.performUpkeep(now: context.now())
    }

    /// The user's saved data (history, favourites), for a command that writes to it: the data
    /// directory is created if needed.
    func store() throws -> QuickSearchStore {
        let paths = paths(warningFor: .data)
        try paths.createDirectory(.data)
        return try QuickSearchStore(path: paths.dataDatabaseURL.path)
    }

    /// The user's saved data for a command that reads it: nothing is created (a missing store
    /// reads as empty), and a read-only folder or file is read as it is.
    func storeForReading() throws -> QuickSearchStore {
        try QuickSearchStore.reading(paths: paths(warningFor: .data))
    }

    /// The upstream client: libcurl behind its stages (cache, keys, redaction, retries, host bound).
    func upstreamClient(cache: (any ResponseCaching)?) -> UpstreamClient {
        UpstreamClient(userAgent: userAgent, environment: context.environment, cache: cache, now: context.now)
    }

    /// libcurl with retries, for requests that are not upstream API calls (thumbnails).
    func httpClient() -> RetryingHTTPClient {
        RetryingHTTPClient(wrapping: CurlHTTPClient(userAgent: userAgent))
    }

    /// The `User-Agent` every request sends.
    var userAgent: String {
        "QuickSearch/\(QuickSearchVersion.current) (\(program); +https://github.com/quicksearch/quicksearch)"
    }

    /// The XDG directories, after warning when the variable for `kind` was ignored as relative.
    private func paths(warningFor kind: AppPaths.Kind) -> AppPaths {
        let paths = paths()
        if let warning = paths.warning(for: kind) {
            context.warn(program, warning)
        }
        return paths
    }
}
