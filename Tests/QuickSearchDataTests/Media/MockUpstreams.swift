import Foundation
import MockAPI
import QuickSearchDomain
import TestSupport

@testable import QuickSearchData

/// One test's upstreams: its own mock server on a loopback ephemeral port, its own temporary
/// directory for the response cache, and the real client stack (libcurl, retries, upstream
/// client, media search service) pointed at the server.
final class MockUpstreams: Sendable {
    /// Credentials the mock accepts; distinctive, so a leak can be searched for byte by byte.
    static let naverID = MockCredentials.naverID
    static let naverSecret = MockCredentials.naverSecret
    static let kakaoKey = MockCredentials.kakaoKey
    static let secrets = MockCredentials.all

    let server: MockServer
    let directory: TemporaryDirectory

    /// Starts a mock server with `faults` in the mock's `--fault` syntax.
    init(faults: [String] = []) throws {
        server = try MockCredentials.startServer(faults: faults)
        directory = try TemporaryDirectory()
    }

    deinit {
        server.stop()
    }

    /// Keys and base URLs pointing at the mock server.
    var variables: [String: String] {
        [
            "NAVER_CLIENT_ID": Self.naverID,
            "NAVER_CLIENT_SECRET": Self.naverSecret,
            "KAKAO_REST_API_KEY": Self.kakaoKey,
            "QSEARCH_NAVER_URL": server.baseURL,
            "QSEARCH_KAKAO_URL": server.baseURL,
        ]
    }

    /// The response cache file of this test.
    var cachePath: String {
        directory.path("cache.sqlite")
    }

    func openCache() throws -> ResponseCache {
        try ResponseCache(path: cachePath)
    }

    /// The client stack as the CLI builds it, with a quick retry policy whose waits take no time.
    func client(
        variables: [String: String]? = nil,
        policy: RetryPolicy = .quick,
        cache: (any ResponseCaching)? = nil,
        timeouts: (HTTPTimeouts, pathPrefix: String)? = nil
    ) -> UpstreamClient {
        var http: any HTTPClient = CurlHTTPClient(userAgent: "QuickSearchDataTests")
        if let (timeouts, pathPrefix) = timeouts {
            http = TimeoutOverridingClient(base: http, timeouts: timeouts, pathPrefix: pathPrefix)
        }
        return UpstreamClient(
            http: RetryingHTTPClient(wrapping: http, policy: policy, clock: TestRetryClock(), random: { 0.5 }),
            environment: Environment(variables ?? self.variables),
            cache: cache
        )
    }

    /// One merged search through `MediaSearchService`.
    func search(
        _ text: String,
        sort: MediaSortOrder = .accuracy,
        size: ImageSizeFilter = .all,
        kind: MediaKind = .image,
        sources: [any MediaSearchSource] = MediaSources.images,
        limit: Int,
        client: UpstreamClient? = nil,
        refresh: Bool = false
    ) async -> MediaSearchResult {
        let service = MediaSearchService(client: client ?? self.client())
        return await service.search(
            MediaQuery(text: text, sort: sort, size: size),
            kind: kind,
            sources: sources,
            limit: limit,
            refresh: refresh
        )
    }

    /// The requests the server received on `path` (exactly), in arrival order.
    func requests(path: String) -> [MockRecordedRequest] {
        server.requests.filter { $0.path == path }
    }

    /// The values of query item `name` over the requests on `path`.
    func sentValues(_ name: String, path: String) -> [String] {
        requests(path: path).compactMap { $0.queryValue(name) }
    }

    /// Requests to Naver and Kakao so far.
    var upstreamRequestCount: Int {
        server.requestCount(pathPrefix: MockPaths.naverImage) + server.requestCount(pathPrefix: "/v2/search/")
    }
}

/// The mock's upstream paths.
enum MockPaths {
    static let naverImage = "/v1/search/image"
    static let kakaoImage = "/v2/search/image"
    static let kakaoVideo = "/v2/search/vclip"
}

/// Source lists as the CLI passes them.
enum MediaSources {
    static let images: [any MediaSearchSource] = [NaverImageSource(), KakaoImageSource()]
    static let naver: [any MediaSearchSource] = [NaverImageSource()]
    static let kakao: [any MediaSearchSource] = [KakaoImageSource()]
    static let videos: [any MediaSearchSource] = [KakaoVideoSource()]
}

extension RetryPolicy {
    /// Three attempts with millisecond waits, so retry tests stay fast.
    static let quick = RetryPolicy(
        maximumAttempts: 3,
        baseDelay: .milliseconds(2),
        maximumDelay: .milliseconds(10),
        deadline: .seconds(60)
    )
}

/// Sends requests whose path starts with `pathPrefix` with the given timeouts (the upstream
/// client always uses the standard ones); other requests keep theirs.
struct TimeoutOverridingClient: HTTPClient {
    let base: any HTTPClient
    let timeouts: HTTPTimeouts
    let pathPrefix: String

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        var request = request
        if request.url.path.hasPrefix(pathPrefix) {
            request.timeouts = timeouts
        }
        return try await base.send(request)
    }
}

extension MediaSearchResult {
    /// The summary of one source.
    func summary(_ source: String) -> SourceResults.Summary? {
        sources.first { $0.source.rawValue == source }
    }

    /// The merged items that `source` returned.
    func items(from source: String) -> [MediaItem] {
        items.filter { $0.sources.contains(MediaSourceID(source)) }
    }
}

extension MediaItem {
    /// The mock's relevance index, read from the media URL (`…/{index}.jpg`), for images.
    var mockIndex: Int? {
        guard url.hasSuffix(".jpg"), let slash = url.lastIndex(of: "/") else { return nil }
        return Int(url[url.index(after: slash)...].dropLast(4))
    }
}

extension Array where Element == MediaItem {
    /// Whether the items are exactly the mock's relevance indices `expected`, in order
    /// (a Bool, so a failure does not print a thousand indices).
    func hasMockIndices(_ expected: Range<Int>) -> Bool {
        map(\.mockIndex) == expected.map { Optional($0) }
    }

    /// Whether the items' ranks are exactly `expected`, in order.
    func hasRanks(_ expected: ClosedRange<Int>) -> Bool {
        map(\.rank) == expected.map { $0 }
    }
}
