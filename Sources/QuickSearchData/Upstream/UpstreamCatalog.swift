import Foundation
import QuickSearchDomain

/// Every upstream QuickSearch talks to, one entry each: what the client, the redactor, `doctor`,
/// source selection, the place resolver and the fault matrix read. A new upstream is one entry
/// here (and its folder of targets).
///
/// One entry per address and key: Kakao's search and Kakao Local share a host, a key and
/// `QSEARCH_KAKAO_URL`, and AirKorea and KMA share the portal's gateway, its `serviceKey` and
/// `QSEARCH_DATA_GO_KR_URL`, so each pair is one upstream with a probe per service; what differs
/// between the services (paths, decoders, quotas) is their targets' and the entry's quota notes.
public enum UpstreamCatalog {
    /// `qsearch`'s upstreams, in the order `doctor` checks their keys and then asks them.
    public static let qsearch: [Upstream] = [.naver, .kakao, .dataGoKr]
    /// `devevents`' upstream: the event page.
    public static let devevents: [Upstream] = [.devEvent]
    /// Every upstream: whose keys are redacted, whose addresses the fault matrix moves.
    public static let all = qsearch + devevents
}

extension Upstream {
    /// Naver Open API (search): `X-Naver-Client-Id` / `X-Naver-Client-Secret` headers.
    public static let naver = Upstream(
        name: "naver",
        baseURLVariable: "QSEARCH_NAVER_URL",
        defaultBaseURL: URL(string: "https://openapi.naver.com")!,
        authentication: .headers([
            CredentialHeader(header: "X-Naver-Client-Id", variable: "NAVER_CLIENT_ID"),
            CredentialHeader(header: "X-Naver-Client-Secret", variable: "NAVER_CLIENT_SECRET"),
        ]),
        limits: UpstreamLimits(quotas: ["25,000 search calls a day"]),
        keys: UpstreamKeys(
            checkName: "naver-keys",
            purpose: "Naver image search",
            summary: "Naver search keys",
            issuer: "developers.naver.com"
        ),
        probes: [
            .mediaSearch("naver", NaverImageSource())
        ]
    )

    /// Kakao (Daum) search and Kakao Local, one host and one key: `Authorization: KakaoAK <REST
    /// API key>`.
    public static let kakao = Upstream(
        name: "kakao",
        baseURLVariable: "QSEARCH_KAKAO_URL",
        defaultBaseURL: URL(string: "https://dapi.kakao.com")!,
        authentication: .headers([
            CredentialHeader(header: "Authorization", variable: "KAKAO_REST_API_KEY", prefix: "KakaoAK ")
        ]),
        limits: UpstreamLimits(quotas: [
            "search: 50,000 calls a day in all, 30,000 per kind (image, video clip)",
            "Kakao Local: its own daily quota (HTTP 429 RequestThrottled when used up)",
        ]),
        keys: UpstreamKeys(
            checkName: "kakao-key",
            purpose: "Kakao image and video search or place look-ups",
            summary: "Kakao search and Kakao Local key",
            issuer: "developers.kakao.com"
        ),
        probes: [
            .mediaSearch("kakao", KakaoImageSource()),
            .request("kakao-local", asks: "the address 종로구") { _ in
                KakaoLocalSearchTarget<KakaoAddressDocument>(query: UpstreamProbe.place)
            },
        ]
    )

    /// The Korean public data portal (`apis.data.go.kr`): AirKorea, KMA forecasts and UV. Its
    /// key is the `serviceKey` query item, sent percent-encoded exactly once.
    public static let dataGoKr = Upstream(
        name: "data.go.kr",
        baseURLVariable: "QSEARCH_DATA_GO_KR_URL",
        defaultBaseURL: URL(string: "https://apis.data.go.kr")!,
        authentication: .queryItem(name: "serviceKey", variable: "DATA_GO_KR_SERVICE_KEY"),
        limits: UpstreamLimits(
            connectionsPerHost: UpstreamLimits.portalConnectionsPerHost,
            quotas: [
                "AirKorea: 500 calls a day per operation with a development key (readings, forecast, alerts)",
                "KMA short-term forecast: 10,000 calls a day",
                "KMA weather warnings: 10,000 calls a day",
            ]
        ),
        keys: UpstreamKeys(
            checkName: "data-go-kr-key",
            purpose: "fine dust or weather",
            summary: "Public data portal key for fine dust, weather and dong-name look-ups",
            issuer: "data.go.kr"
        ),
        probes: [
            .request("airkorea", asks: "the latest readings of the station 종로구") { now in
                StationReadingsTarget(stationName: UpstreamProbe.place, requestedAt: now, rows: 1)
            },
            .request("dust-forecast", asks: "one row of the newest fine-dust forecast") { now in
                DustForecastTarget(
                    releaseDay: KoreaTime.calendar.startOfDay(for: DustForecastSchedule.latest(at: now)),
                    requestedAt: now,
                    rows: 1
                )
            },
            .request("dust-alerts", asks: "one of this year's fine-dust alerts") { now in
                DustAlertTarget(year: KoreaTime.calendar.component(.year, from: now), requestedAt: now, rows: 1)
            },
            .request("kma", asks: "the latest now-cast for Seoul's grid cell (60, 127)") { now in
                KMAForecastTarget(
                    operation: .nowcast,
                    base: ForecastOperation.nowcast.latestBase(at: now),
                    grid: ForecastGridPoint(x: 60, y: 127),
                    requestedAt: now
                )
            },
            .request("kma-warnings", asks: "the newest weather-warning status") { now in
                WarningStatusTarget(requestedAt: now, rows: 1)
            },
        ]
    )

    /// The Dev-Event list: one page of HTML on GitHub, without keys; `DEVEVENTS_SOURCE` (or
    /// `--source`) names another page of its format. A page is one long document, well under a
    /// megabyte today: 16 MiB are read, fetched or from a file.
    public static let devEvent = Upstream(
        id: "dev-event",
        name: "github.com",
        baseURLVariable: nil,
        defaultBaseURL: URL(string: "https://github.com")!,
        authentication: .none,
        limits: UpstreamLimits(maximumBodySize: 16 << 20),
        page: .devEvent,
        probes: [
            UpstreamProbe(name: "event-page", asks: "the page, parsed (read, for a file:// page)") { context in
                EventPageHealthCheck(
                    page: context.page ?? UpstreamPage.devEvent.address,
                    client: context.client,
                    deadline: context.deadline
                )
            }
        ]
    )
}

extension UpstreamPage {
    /// The community list on GitHub (see docs/devevents.md for its usage policy).
    public static let devEvent = UpstreamPage(
        address: URL(string: "https://github.com/brave-people/Dev-Event/blob/master/README.md")!,
        variable: "DEVEVENTS_SOURCE"
    )
}
