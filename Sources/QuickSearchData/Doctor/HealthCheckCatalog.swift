import Foundation
import QuickSearchDomain

/// The checks `qsearch doctor` and `devevents doctor` run, in the order they are shown: the
/// settings, then what `UpstreamCatalog` says about each upstream (its keys, its probes), then
/// the store, the cache and (qsearch) the download archive.
public enum HealthCheckCatalog {
    /// `qsearch doctor`: the config file, the keys of each upstream of `UpstreamCatalog.qsearch`,
    /// each upstream's probes (one cheap request each: Naver image search, Kakao image search,
    /// Kakao Local, AirKorea, KMA), the store, the cache and the download archive.
    ///
    /// - Parameters:
    ///   - processEnvironment: the environment as the process got it (for the config file check).
    ///   - environment: the same with the config file merged in, as commands see it.
    ///   - client: a client without a cache, over `environment`.
    public static func qsearch(
        processEnvironment: Environment,
        environment: Environment,
        client: UpstreamClient,
        deadline: ContinuousClock.Instant?,
        now: Date
    ) -> [any HealthCheck] {
        let upstreams = UpstreamCatalog.qsearch
        let keys = upstreams.compactMap { upstream in
            upstream.keys.map {
                CredentialHealthCheck(
                    name: $0.checkName,
                    upstream: upstream,
                    environment: environment,
                    purpose: $0.purpose
                )
            }
        }
        let context = UpstreamProbe.Context(client: client, deadline: deadline, now: now)
        return [ConfigFileHealthCheck(environment: processEnvironment)] + keys
            + probes(of: upstreams, context) + databases(environment, [.store, .cache, .archive])
    }

    /// `devevents doctor`: the event page (one request, unless it is a local file), the store
    /// (favourites) and the cache.
    public static func devevents(
        page: URL,
        environment: Environment,
        client: UpstreamClient,
        deadline: ContinuousClock.Instant?
    ) -> [any HealthCheck] {
        let context = UpstreamProbe.Context(client: client, deadline: deadline, now: client.now(), page: page)
        return probes(of: UpstreamCatalog.devevents, context) + databases(environment, [.store, .cache])
    }

    /// Every probe of `upstreams`, in catalog order.
    private static func probes(of upstreams: [Upstream], _ context: UpstreamProbe.Context) -> [any HealthCheck] {
        upstreams.flatMap(\.probes).map { $0.check(context) }
    }

    /// The checks of `files` (the store, the cache, the download archive).
    private static func databases(
        _ environment: Environment,
        _ files: [DatabaseHealthCheck.File]
    ) -> [any HealthCheck] {
        let paths = AppPaths(environment: environment.variables)
        return files.map { DatabaseHealthCheck($0, paths: paths) }
    }
}
