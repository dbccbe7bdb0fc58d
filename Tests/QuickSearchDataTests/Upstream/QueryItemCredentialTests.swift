import Foundation
import QuickSearchDomain
import Synchronization
import Testing

@testable import QuickSearchData

/// The public data portal's `serviceKey`: a key sent as a query item.
@Suite("Keys sent as a query item")
struct QueryItemCredentialTests {
    private static let portal = Upstream(
        name: "portal",
        baseURLVariable: nil,
        defaultBaseURL: URL(string: "https://portal.example")!,
        authentication: .queryItem(name: "serviceKey", variable: "DATA_GO_KR_SERVICE_KEY")
    )

    private struct Reading: RequestTarget {
        var upstream: Upstream { QueryItemCredentialTests.portal }
        var path: String { "/B552584/reading" }
        var queryItems: [(name: String, value: String)] { [("stationName", "종로구"), ("returnType", "json")] }
        var cacheLifetime: Duration? { .seconds(3600) }
        func decode(_ response: HTTPResponse) throws -> Decoded<String> {
            Decoded(String(decoding: response.body, as: UTF8.self), isCacheable: (200...299).contains(response.status))
        }
    }

    /// Sends one request with `key` in the environment; returns the URL sent and the cache's keys.
    private static func send(key: String) async throws -> (sent: String, cacheKeys: [String], followsRedirects: Bool) {
        let http = RecordingHTTPClient { _ in HTTPResponse(status: 200, body: Data("ok".utf8)) }
        let cache = MemoryCache()
        let client = UpstreamClient(http: http, environment: Environment(["DATA_GO_KR_SERVICE_KEY": key]), cache: cache)
        _ = try await client.fetch(Reading())
        let request = try #require(http.requests.first)
        return (request.url.absoluteString, cache.keys, request.followsRedirects)
    }

    @Test("A plain key is percent-encoded once, after the target's own items")
    func plainKey() async throws {
        let (sent, _, followsRedirects) = try await Self.send(key: "abc+def/ghi==")
        #expect(sent.hasSuffix("&returnType=json&serviceKey=abc%2Bdef%2Fghi%3D%3D"), "\(sent)")
        #expect(!followsRedirects)
    }

    @Test("A key given already encoded, as the portal shows it, is not encoded twice")
    func encodedKey() async throws {
        let (sent, _, _) = try await Self.send(key: "abc%2Bdef%2Fghi%3D%3D")
        #expect(sent.hasSuffix("&serviceKey=abc%2Bdef%2Fghi%3D%3D"), "\(sent)")
        #expect(!sent.contains("%25"))
    }

    @Test("The cache key never holds the key, in any form")
    func cacheKeyHasNoKey() async throws {
        let (_, keys, _) = try await Self.send(key: "abc+def/ghi==")
        #expect(keys.count == 1)
        #expect(keys.allSatisfy { !$0.contains("serviceKey") && !$0.contains("abc") }, "\(keys)")
    }

    @Test("A missing key is an authentication failure naming the variable, and nothing is sent")
    func missingKey() async throws {
        let http = RecordingHTTPClient()
        let client = UpstreamClient(http: http, environment: Environment([:]), cache: nil)
        await #expect(throws: SourceFailure(.authentication, "portal: set DATA_GO_KR_SERVICE_KEY to use this source")) {
            try await client.fetch(Reading())
        }
        #expect(http.requests.isEmpty)
        #expect(Environment([:]).missingCredentials(for: Self.portal) == ["DATA_GO_KR_SERVICE_KEY"])
    }

    @Test("An echo of a key given encoded is redacted in its decoded form too")
    func redactsDecodedForm() {
        let environment = Environment(["DATA_GO_KR_SERVICE_KEY": "abc%2Bdef%2Fghi%3D%3D"])
        let redactor = SecretRedactor(environment: environment, upstreams: [Self.portal])
        #expect(
            redactor.redact("key abc+def/ghi== sent as abc%2Bdef%2Fghi%3D%3D") == "key [redacted] sent as [redacted]"
        )
    }

    @Test(
        "Only a valid %XX escape marks a key as already encoded",
        arguments: [
            ("abc%2Bdef", "abc+def"), ("100%", "100%"), ("a%zzb", "a%zzb"), ("plain", "plain"),
        ]
    )
    func plainCredential(value: String, expected: String) {
        #expect(UpstreamAuthentication.plainCredential(value) == expected)
    }
}
