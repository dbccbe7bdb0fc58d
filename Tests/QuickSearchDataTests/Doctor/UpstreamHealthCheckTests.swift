import Foundation
import MockAPI
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

/// `doctor`'s upstream checks against the mock over loopback: each upstream reachable and its
/// key accepted, a rejected key, a refused port, a 5xx, and a missing key (no request made).
@Suite("doctor: upstream checks")
struct UpstreamHealthCheckTests {
    static let now = PortalUpstreams.afternoon
    static let upstreamNames = ["naver", "kakao", "kakao-local", "airkorea", "kma"]

    /// The environment every upstream of `server` is reached with, `keys` overriding the mock's.
    static func environment(_ baseURL: String, keys: [String: String] = MockCredentials.environment) -> Environment {
        var variables = keys
        for variable in UpstreamCatalog.qsearch.compactMap(\.baseURLVariable) {
            variables[variable] = baseURL
        }
        return Environment(variables)
    }

    static func results(_ environment: Environment) async -> [String: HealthCheckResult] {
        let client = UpstreamClient(
            http: RetryingHTTPClient(
                wrapping: CurlHTTPClient(userAgent: "QuickSearchDataTests"),
                policy: .quick,
                clock: TestRetryClock(),
                random: { 0.5 }
            ),
            environment: environment,
            cache: nil,
            now: { now }
        )
        let checks = HealthCheckCatalog.qsearch(
            processEnvironment: environment,
            environment: environment,
            client: client,
            deadline: nil,
            now: now
        ).filter { upstreamNames.contains($0.name) }
        let results = await HealthCheckup.run(checks)
        #expect(results.map(\.name) == upstreamNames)
        return Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0) })
    }

    @Test("every upstream answers the mock's probe and accepts its key; each probe is one request of one item")
    func reachable() async throws {
        let server = try MockCredentials.startServer(now: Self.now)
        defer { server.stop() }
        let results = await Self.results(Self.environment(server.baseURL))
        for name in Self.upstreamNames {
            #expect(results[name]?.status == .ok, "\(name): \(results[name]?.detail ?? "")")
            #expect(results[name]?.detail.contains("key accepted") == true)
        }
        #expect(server.requests.count == Self.upstreamNames.count)
        #expect(server.requests.first { $0.path == "/v1/search/image" }?.queryValue("display") == "1")
        #expect(server.requests.first { $0.path == "/v2/search/image" }?.queryValue("size") == "1")
        #expect(server.requests.first { $0.path == PortalUpstreams.stationPath }?.queryValue("numOfRows") == "1")
    }

    @Test("a rejected key fails its upstreams with a fix naming the variable, never its value")
    func rejectedKey() async throws {
        let server = try MockCredentials.startServer(now: Self.now)
        defer { server.stop() }
        let wrong = "wrong-kakao-key-5e0f9d"
        var keys = MockCredentials.environment
        keys["KAKAO_REST_API_KEY"] = wrong
        let results = await Self.results(Self.environment(server.baseURL, keys: keys))
        for name in ["kakao", "kakao-local"] {
            let result = try #require(results[name])
            #expect(result.status == .failed)
            #expect(result.detail.contains("authentication failed"))
            #expect(result.fix?.contains("KAKAO_REST_API_KEY") == true)
            #expect(!result.detail.contains(wrong) && result.fix?.contains(wrong) == false)
        }
        #expect(results["naver"]?.status == .ok)
        #expect(results["airkorea"]?.status == .ok)
    }

    @Test("a port where nothing listens fails every upstream as unreachable, with the network and URL to check")
    func unreachable() async throws {
        let port = try RefusingPort()
        let results = await Self.results(Self.environment(port.baseURL))
        for name in Self.upstreamNames {
            let result = try #require(results[name])
            #expect(result.status == .failed)
            #expect(result.fix?.contains("network") == true, "\(name): \(result.fix ?? "")")
        }
        #expect(results["naver"]?.fix?.contains("QSEARCH_NAVER_URL") == true)
    }

    @Test("a 5xx fails the upstream as unavailable; the others still pass")
    func serverError() async throws {
        let server = try MockCredentials.startServer(faults: ["naver-image:status=503"], now: Self.now)
        defer { server.stop() }
        let results = await Self.results(Self.environment(server.baseURL))
        let naver = try #require(results["naver"])
        #expect(naver.status == .failed)
        #expect(naver.detail.contains("HTTP 503"))
        #expect(naver.fix?.contains("try again later") == true)
        #expect(results["kakao"]?.status == .ok)
    }

    @Test("without a key the upstream is skipped with a warning and not asked")
    func missingKey() async throws {
        let server = try MockCredentials.startServer(now: Self.now)
        defer { server.stop() }
        var keys = MockCredentials.environment
        keys["DATA_GO_KR_SERVICE_KEY"] = nil
        let results = await Self.results(Self.environment(server.baseURL, keys: keys))
        for name in ["airkorea", "kma"] {
            #expect(results[name]?.status == .warning)
            #expect(results[name]?.detail == "skipped: no key")
            #expect(results[name]?.fix == "set DATA_GO_KR_SERVICE_KEY to use it")
        }
        #expect(server.requests.allSatisfy { !$0.path.hasPrefix("/B552584/") && !$0.path.hasPrefix("/1360000/") })
        #expect(results["naver"]?.status == .ok)
    }
}
