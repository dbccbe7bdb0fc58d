import Foundation
import QuickSearchDomain

/// The checks `qsearch doctor` and `devevents doctor` run, in the order they are shown.
public enum HealthCheckCatalog {
    /// A place every probe may ask about: Seoul's Jongno district (station, grid cell, address).
    static let probePlace = "종로구"

    /// `qsearch doctor`: the config file, each upstream's keys, one cheap request to each
    /// upstream (Naver image search, Kakao image search, Kakao Local, AirKorea, KMA), the store
    /// and the cache.
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
        let query = MediaQuery(text: "test", sort: .accuracy)
        let onePage = PageRequest(index: 1, page: 1, start: 1, size: 1)
        let kakaoImage = KakaoImageSource()
        let paths = AppPaths(environment: environment.variables)
        return [
            ConfigFileHealthCheck(environment: processEnvironment),
            CredentialHealthCheck(
                name: "naver-keys",
                upstream: .naver,
                environment: environment,
                purpose: "Naver image search"
            ),
            CredentialHealthCheck(
                name: "kakao-key",
                upstream: .kakao,
                environment: environment,
                purpose: "Kakao image and video search or place look-ups"
            ),
            CredentialHealthCheck(
                name: "data-go-kr-key",
                upstream: .dataGoKr,
                environment: environment,
                purpose: "fine dust or weather"
            ),
            UpstreamHealthCheck(
                name: "naver",
                target: NaverImageSource().target(for: query, page: onePage),
                client: client,
                deadline: deadline
            ),
            UpstreamHealthCheck(
                name: "kakao",
                target: kakaoImage.target(for: query, page: onePage),
                client: client,
                deadline: deadline
            ),
            UpstreamHealthCheck(
                name: "kakao-local",
                target: KakaoLocalSearchTarget<KakaoAddressDocument>(query: probePlace),
                client: client,
                deadline: deadline
            ),
            UpstreamHealthCheck(
                name: "airkorea",
                target: StationReadingsTarget(stationName: probePlace, requestedAt: now),
                client: client,
                deadline: deadline
            ),
            UpstreamHealthCheck(
                name: "kma",
                target: KMAForecastTarget(
                    operation: .nowcast,
                    base: ForecastOperation.nowcast.latestBase(at: now),
                    grid: ForecastGridPoint(nx: 60, ny: 127),
                    requestedAt: now
                ),
                client: client,
                deadline: deadline
            ),
            DatabaseHealthCheck(name: "store", paths: paths, kind: .data),
            DatabaseHealthCheck(name: "cache", paths: paths, kind: .cache),
        ]
    }

    /// `devevents doctor`: the event page (one request, unless it is a local file), the store
    /// (favourites) and the cache.
    public static func devevents(
        page: URL,
        environment: Environment,
        client: UpstreamClient,
        deadline: ContinuousClock.Instant?
    ) -> [any HealthCheck] {
        let paths = AppPaths(environment: environment.variables)
        return [
            EventPageHealthCheck(page: page, client: client, deadline: deadline),
            DatabaseHealthCheck(name: "store", paths: paths, kind: .data),
            DatabaseHealthCheck(name: "cache", paths: paths, kind: .cache),
        ]
    }
}
