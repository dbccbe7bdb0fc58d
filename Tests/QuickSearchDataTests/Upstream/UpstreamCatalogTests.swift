import Foundation
import QuickSearchDomain
import Testing

@testable import QuickSearchData

/// The catalog is the one list of upstreams: its entries are consistent, and what used to keep
/// its own list (the redactor, doctor, source selection, the place resolver, body limits) reads
/// it.
@Suite("Upstream catalog")
struct UpstreamCatalogTests {
    @Test("ids and address variables are unique; each keyed upstream has a key check and a probe")
    func entriesAreConsistent() {
        let all = UpstreamCatalog.all
        #expect(Set(all.map(\.id)).count == all.count)
        #expect(Set(all.map(\.id)).isSuperset(of: ["naver", "kakao", "data.go.kr", "dev-event"]))
        let variables = all.compactMap(\.addressVariable)
        #expect(variables.count == all.count && Set(variables).count == variables.count)
        let keys = all.flatMap(\.authentication.requiredVariables)
        #expect(Set(keys).count == keys.count, "no two upstreams read the same key variable")
        for upstream in all {
            #expect(!upstream.probes.isEmpty, "\(upstream.id) has no probe")
            #expect((upstream.keys == nil) == (upstream.authentication == .none), "\(upstream.id)")
            #expect((upstream.page == nil) == (upstream.baseURLVariable != nil), "\(upstream.id)")
            #expect(upstream.limits.maximumBodySize > 0 && upstream.limits.connectionsPerHost > 0)
        }
        let probes = all.flatMap(\.probes).map(\.name)
        #expect(Set(probes).count == probes.count)
    }

    @Test("doctor checks the catalog's keys, then asks its probes, in catalog order")
    func doctorReadsTheCatalog() {
        let environment = Environment([:])
        let client = UpstreamClient(http: CurlHTTPClient(userAgent: "t"), environment: environment, cache: nil)
        let names = HealthCheckCatalog.qsearch(
            processEnvironment: environment,
            environment: environment,
            client: client,
            deadline: nil,
            now: Date(timeIntervalSince1970: 1_800_000_000)
        ).map(\.name)
        let upstreams = UpstreamCatalog.qsearch
        #expect(
            names
                == ["config"] + upstreams.compactMap(\.keys?.checkName) + upstreams.flatMap(\.probes).map(\.name)
                + ["store", "cache", "archive"]
        )
        let today = [
            "config", "naver-keys", "kakao-key", "data-go-kr-key", "naver", "kakao", "kakao-local", "airkorea", "kma",
            "store", "cache",
        ]
        #expect(names.filter(today.contains) == today, "today's checks, in today's order, whatever joins them")
        let page = URL(string: "https://events.example/list.html")!
        let checks = HealthCheckCatalog.devevents(page: page, environment: environment, client: client, deadline: nil)
        #expect(checks.map(\.name) == ["event-page", "store", "cache"])
        #expect((checks.first as? EventPageHealthCheck)?.page == page)
    }

    @Test("doctor, without keys, names every key variable of the catalog in its upstream's key check")
    func doctorNamesEveryKeyVariable() async throws {
        let environment = Environment([:])
        let client = UpstreamClient(http: CurlHTTPClient(userAgent: "t"), environment: environment, cache: nil)
        let checks = HealthCheckCatalog.qsearch(
            processEnvironment: environment,
            environment: environment,
            client: client,
            deadline: nil,
            now: Date(timeIntervalSince1970: 1_800_000_000)
        )
        for upstream in UpstreamCatalog.qsearch {
            guard let keys = upstream.keys else { continue }
            let check = try #require(checks.first { $0.name == keys.checkName }, "\(upstream.id)")
            let result = await check.run()
            #expect(result.status != .ok, "\(upstream.id)")
            for variable in upstream.authentication.requiredVariables {
                #expect(result.detail.contains(variable) && result.fix?.contains(variable) == true, "\(variable)")
            }
            #expect(result.detail.hasSuffix("no \(keys.purpose)"), "\(result.detail)")
        }
    }

    @Test("every key of every upstream is redacted, without naming the upstreams anywhere else")
    func redactorReadsTheCatalog() {
        let variables = UpstreamCatalog.all.flatMap(\.authentication.requiredVariables)
        let values = variables.enumerated().map { "catalog-secret-\($0.offset)-4be1d07a" }
        let redactor = SecretRedactor(
            environment: Environment(Dictionary(uniqueKeysWithValues: zip(variables, values)))
        )
        for value in values {
            #expect(redactor.redact("echo \(value).") == "echo [redacted].")
        }
    }

    @Test("a media provider's name is its upstream's id; a target reads at most its upstream's limit by default")
    func sourcesAndTargetsReadTheCatalog() {
        #expect(MediaSourceCatalog.all.map(\.provider) == ["naver", "kakao", "kakao"])
        #expect(
            MediaSourceCatalog.all.allSatisfy { source in
                UpstreamCatalog.all.first { $0.id == source.provider } == source.upstream
            }
        )
        let page = DevEventPageTarget(pageURL: URL(string: "https://events.example/list.html")!)
        #expect(page.maximumBodySize == Upstream.devEvent.limits.maximumBodySize)
        #expect(page.maximumBodySize == 16 << 20)
        let naver = NaverImageSource().target(for: UpstreamProbe.mediaQuery, page: UpstreamProbe.onePage)
        #expect(naver.maximumBodySize == Upstream.naver.limits.maximumBodySize)
    }

    @Test("a page given by address is the Dev-Event upstream at that page's origin, named by its host")
    func pageUpstream() {
        let upstream = DevEventPageTarget(pageURL: URL(string: "http://127.0.0.1:8080/pages/x.html?a=1")!).upstream
        #expect(upstream.id == "dev-event")
        #expect(upstream.name == "127.0.0.1")
        #expect(upstream.defaultBaseURL.absoluteString == "http://127.0.0.1:8080")
        #expect(upstream.baseURLVariable == nil)
        #expect(upstream.limits == Upstream.devEvent.limits)
        #expect(DevEventRepository.defaultSource == Upstream.devEvent.page?.address)
        #expect(Upstream.devEvent.serving(DevEventRepository.defaultSource).name == Upstream.devEvent.name)
    }

    @Test("the place resolver asks for the keys of the catalog's look-up upstreams, in the order it tries them")
    func placeResolverReadsTheCatalog() async throws {
        let error = try await #require(throws: ConfigurationError.self) {
            try await PlaceResolver(lookups: []).lookUp("혜화동", deadline: nil)
        }
        #expect(error.variables == PlaceResolver.kinds.flatMap(\.upstream.authentication.requiredVariables))
        #expect(PlaceResolver.kinds.map(\.upstream.id) == ["kakao", "data.go.kr"])
        #expect(
            error.message.hasPrefix(
                "no place look-up is configured: set KAKAO_REST_API_KEY (addresses and places) or DATA_GO_KR_SERVICE_KEY (dong names) to find '혜화동'"
            )
        )
    }
}
