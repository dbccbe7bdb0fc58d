import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain
import Synchronization

/// The store, the response cache and the HTTP clients of one run, each opened on first use and
/// kept for the rest of the run, so a command that never asks for one never opens it.
final class RuntimeServices: Sendable {
    private let program: String
    private let environment: Environment
    private let now: @Sendable () -> Date
    private let diagnostics: Diagnostics
    private let http: (any HTTPClient)?
    private let opened = Mutex(Opened())

    private struct Opened {
        var cache: ResponseCache??
        var client: UpstreamClient?
        /// Whether a client of another environment was made (cache upkeep runs then too).
        var askedUpstreams = false
    }

    init(
        program: String,
        environment: Environment,
        now: @escaping @Sendable () -> Date,
        diagnostics: Diagnostics,
        http: (any HTTPClient)?
    ) {
        self.program = program
        self.environment = environment
        self.now = now
        self.diagnostics = diagnostics
        self.http = http
    }

    /// The XDG directories.
    var paths: AppPaths { AppPaths(environment: environment.variables) }

    /// The response cache; one that cannot be opened is skipped with a warning, never fatal,
    /// and one that cannot be written is read without caching anything new, after one warning.
    /// It waits at most 250 ms for another process's write: it is only a cache, so one kept busy
    /// by other runs (such as many starting at once on a new file) is skipped without a word.
    func cache() -> ResponseCache? {
        opened.withLock { opened in
            if let cache = opened.cache { return cache }
            let cache = openCache()
            opened.cache = .some(cache)
            return cache
        }
    }

    /// The upstream client over the run's cache.
    func client() -> UpstreamClient {
        let cache = cache()
        return opened.withLock { opened in
            if let client = opened.client { return client }
            let client = makeClient(cache: cache)
            opened.client = client
            return client
        }
    }

    /// An upstream client over the run's cache whose keys and addresses come from `environment`
    /// (`devevents --weather`: the environment with `qsearch`'s config file under it).
    func client(environment: Environment) -> UpstreamClient {
        let cache = cache()
        opened.withLock { opened in opened.askedUpstreams = true }
        if let http {
            return UpstreamClient(http: http, environment: environment, cache: cache, now: now)
        }
        return UpstreamClient(userAgent: userAgent, environment: environment, cache: cache, now: now)
    }

    /// The upstream client without a cache (a `file://` page, a check that must go out).
    func uncachedClient() -> UpstreamClient {
        makeClient(cache: nil)
    }

    /// libcurl behind the client's stages (cache, keys, redaction, retries, host bound), or the
    /// seam's HTTP client.
    private func makeClient(cache: ResponseCache?) -> UpstreamClient {
        if let http {
            return UpstreamClient(http: http, environment: environment, cache: cache, now: now)
        }
        return UpstreamClient(userAgent: userAgent, environment: environment, cache: cache, now: now)
    }

    /// libcurl with retries, for requests that are not upstream API calls (thumbnails, files).
    func httpClient() -> any HTTPClient {
        http ?? RetryingHTTPClient(wrapping: CurlHTTPClient(userAgent: userAgent))
    }

    /// Cache upkeep (see `ResponseCache.performUpkeep`) when the run asked upstreams (it made
    /// the upstream client); run after the output is written.
    func upkeep() {
        let cache = opened.withLock { $0.client == nil && !$0.askedUpstreams ? nil : $0.cache ?? nil }
        cache?.performUpkeep(now: now())
    }

    /// The user's saved data (history, favourites, places), for a command that writes to it:
    /// the data directory is created if needed.
    func store() throws -> QuickSearchStore {
        let paths = paths(warningFor: .data)
        try paths.createDirectory(.data)
        return try QuickSearchStore(path: paths.dataDatabaseURL.path)
    }

    /// The store opening on a thread of its own, for work that writes it once the output is
    /// delivered; nil when it does not exist yet or its folder's variable is ignored (then that
    /// work opens it, creating what is missing and warning, as `store()` does). Nothing is
    /// created and nothing is said here, so a run whose output fails changes nothing.
    func openingExistingStore() -> Task<QuickSearchStore, any Error>? {
        let paths = paths
        guard paths.warning(for: .data) == nil, let path = try? paths.dataDatabaseURL.path,
            FileManager.default.fileExists(atPath: path)
        else { return nil }
        return Task {
            // Opening waits for the disk and for other processes' locks: not on a task thread.
            try await DedicatedThread.run { try QuickSearchStore(path: path) }
        }
    }

    /// The user's saved data for a command that reads it: nothing is created (a missing store
    /// reads as empty), and a read-only folder or file is read as it is.
    func storeForReading() throws -> QuickSearchStore {
        try QuickSearchStore.reading(paths: paths(warningFor: .data))
    }

    /// The `User-Agent` every request sends.
    var userAgent: String {
        "QuickSearch/\(QuickSearchVersion.current) (\(program); +https://github.com/quicksearch/quicksearch)"
    }

    private func openCache() -> ResponseCache? {
        let paths = paths(warningFor: .cache)
        do {
            try paths.createDirectory(.cache)
            let cache = try ResponseCache(
                path: paths.cacheDatabaseURL.path,
                recreateIfCorrupt: true,
                busyTimeout: .milliseconds(250)
            )
            if !cache.isWritable {
                diagnostics.warning(
                    "the response cache \(cache.path) cannot be written (read-only); continuing "
                        + "without caching: make the file and its folder writable"
                )
            }
            return cache
        } catch let error as StoreError where error.code == .busy {
            return nil
        } catch {
            diagnostics.warning(
                "response cache unavailable (\(AppErrors.describer.describe(error).message)); continuing without it"
            )
            return nil
        }
    }

    /// The XDG directories, after warning when the variable for `kind` was ignored as relative.
    private func paths(warningFor kind: AppPaths.Kind) -> AppPaths {
        let paths = paths
        if let warning = paths.warning(for: kind) {
            diagnostics.warning(warning)
        }
        return paths
    }
}
