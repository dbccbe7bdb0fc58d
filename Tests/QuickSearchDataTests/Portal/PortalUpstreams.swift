import Foundation
import MockAPI
import QuickSearchData
import QuickSearchDomain
import Synchronization
import TestSupport

/// One test's public data portal: a mock server on loopback with a fixed clock, the real client
/// stack (libcurl, retries) with the test key, a cache in memory, and a clock the test moves.
final class PortalUpstreams: Sendable {
    /// 2026-11-26 14:20 KST: the latest readings are for 14:00.
    static let afternoon = Date(timeIntervalSince1970: 1_795_651_200 + 5 * 3600 + 20 * 60)
    static let nearbyPath = "/B552584/MsrstnInfoInqireSvc/getNearbyMsrstnList"
    static let dongPath = "/B552584/MsrstnInfoInqireSvc/getTMStdrCrdnt"
    static let stationPath = "/B552584/ArpltnInforInqireSvc/getMsrstnAcctoRltmMesureDnsty"
    static let provincePath = "/B552584/ArpltnInforInqireSvc/getCtprvnRltmMesureDnsty"

    let server: MockServer
    let cache = MemoryCache()
    private let time: Mutex<Date>

    /// A mock portal answering for `now`, with `faults` in the mock's `--fault` syntax.
    init(faults: [String] = [], now: Date = PortalUpstreams.afternoon) throws {
        server = try MockCredentials.startServer(faults: faults, now: now)
        time = Mutex(now)
    }

    deinit {
        server.stop()
    }

    /// The client's clock.
    var now: Date {
        time.withLock { $0 }
    }

    /// Moves the client's clock (the mock's stays).
    func advance(by seconds: TimeInterval) {
        time.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    /// The client stack pointed at the mock, with `key` as `DATA_GO_KR_SERVICE_KEY`.
    func client(key: String = MockCredentials.dataGoKrKey) -> UpstreamClient {
        UpstreamClient(
            http: RetryingHTTPClient(
                wrapping: CurlHTTPClient(userAgent: "QuickSearchDataTests"),
                policy: .quick,
                clock: TestRetryClock(),
                random: { 0.5 }
            ),
            environment: Environment(["DATA_GO_KR_SERVICE_KEY": key, "QSEARCH_DATA_GO_KR_URL": server.baseURL]),
            cache: cache,
            now: { self.now }
        )
    }

    func service(key: String = MockCredentials.dataGoKrKey) -> AirKoreaDustService {
        AirKoreaDustService(client: client(key: key))
    }

    /// How many requests reached `path` so far.
    func count(_ path: String) -> Int {
        server.requests.filter { $0.path == path }.count
    }

    /// The items of the mock's raw JSON answer at `path` (read apart from the code under test).
    func rawItems(_ path: String, _ parameters: [(String, String)]) async throws -> [[String: Any]] {
        var components = URLComponents(string: server.baseURL + path)!
        components.percentEncodedQueryItems =
            ([("serviceKey", MockCredentials.dataGoKrKey), ("returnType", "json")] + parameters)
            .map { URLQueryItem(name: $0.0, value: $0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics)) }
        let response = try await CurlHTTPClient(userAgent: "QuickSearchDataTests")
            .send(QuickSearchData.HTTPRequest(method: "GET", url: components.url!))
        let root = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        let body = (root?["response"] as? [String: Any])?["body"] as? [String: Any]
        return body?["items"] as? [[String: Any]] ?? []
    }
}

/// Points whose EPSG:5181 coordinates api-facts.md gives.
enum PortalPoints {
    static let seoulCityHall = GeoCoordinate(latitude: 37.5665, longitude: 126.9780)!
    static let gangnamOffice = GeoCoordinate(latitude: 37.515336, longitude: 127.049357)!
    static let busanCityHall = GeoCoordinate(latitude: 35.1796, longitude: 129.0756)!
}
