import Foundation
import QuickSearchData
import QuickSearchDomain
import TestSupport
import Testing

@Suite("Plain http:// is refused before any connection unless the host is loopback")
struct URLPolicyIntegrationTests {
    @Test(
        "http:// to a non-loopback host is refused by the client itself",
        arguments: [
            "http://example.com/v1/search/image",
            "http://198.51.100.7:8080/x",
            "http://127.0.0.1.example.com/x",
            "http://localhost.example.com/x",
        ]
    )
    func insecureHostRefused(address: String) async throws {
        let url = try #require(URL(string: address))
        let error = await #expect(throws: HTTPError.self) {
            try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .insecureURL)
    }

    @Test("Schemes other than http(s) are refused", arguments: ["ftp://127.0.0.1/x", "file:///etc/passwd"])
    func otherSchemesRefused(address: String) async throws {
        let url = try #require(URL(string: address))
        let error = await #expect(throws: HTTPError.self) {
            try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .invalidURL)
    }

    @Test("http:// to loopback is allowed", arguments: ["127.0.0.1", "localhost"])
    func loopbackAllowed(host: String) async throws {
        let server = try ScriptedLoopbackServer(.ok)
        let url = try #require(URL(string: "http://\(host):\(server.port)/ping"))
        let response = try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(HTTPRequest(url: url))
        #expect(response.status == 200)
        #expect(server.requestCount == 1)
    }

    @Test("A redirect from loopback to plain http:// elsewhere is not followed")
    func redirectToInsecureHostNotFollowed() async throws {
        let server = try ScriptedLoopbackServer(
            .keepAlive(head: "HTTP/1.1 302 Found\r\nLocation: http://example.invalid/stolen", body: [])
        )
        let url = try #require(URL(string: "\(server.baseURL)/start"))
        let error = await #expect(throws: HTTPError.self) {
            try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .invalidURL)
        #expect(server.requestCount == 1)
    }

    @Test("An upstream override to plain http:// elsewhere fails that source as configuration, with no request")
    func insecureOverrideIsConfigurationFailure() async throws {
        let upstreams = try MockUpstreams()
        var variables = upstreams.variables
        variables["QSEARCH_NAVER_URL"] = "http://openapi.example.com"
        let result = await upstreams.search("policy n=10", limit: 10, client: upstreams.client(variables: variables))

        let failure = try #require(result.summary("naver-image")?.failure)
        #expect(failure.kind == .configuration)
        #expect(failure.message.hasPrefix("naver-image: "))
        #expect(failure.message.contains("QSEARCH_NAVER_URL"))
        #expect(upstreams.requests(path: MockPaths.naverImage).isEmpty)
        #expect(result.summary("kakao-image")?.items.count == 10)
    }
}
