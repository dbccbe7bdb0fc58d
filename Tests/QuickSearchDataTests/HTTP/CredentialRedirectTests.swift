import Foundation
import TestSupport
import Testing

@testable import QuickSearchData
@testable import QuickSearchDomain

@Suite("Requests carrying keys never follow redirects")
struct CredentialRedirectTests {
    private let environment = Environment([
        "NAVER_CLIENT_ID": "id", "NAVER_CLIENT_SECRET": "secret", "KAKAO_REST_API_KEY": "key",
    ])

    @Test("Naver and Kakao requests go out with redirects off; the keyless event page keeps them on")
    func flags() async throws {
        let http = RecordingHTTPClient()
        let client = UpstreamClient(http: http, environment: environment, cache: nil)
        let page = PageRequest(index: 1, page: 1, start: 1, size: 10)
        let query = MediaQuery(text: "q", sort: .accuracy)
        _ = try? await client.fetch(NaverImageSource().target(for: query, page: page))
        _ = try? await client.fetch(KakaoImageSource().target(for: query, page: page))
        _ = try? await client.fetch(
            DevEventPageTarget(pageURL: try #require(URL(string: "https://pages.example.com/list.html")))
        )
        #expect(http.requests.map(\.followsRedirects) == [false, false, true])
        #expect(http.requests[0].headers.contains { $0.name == "X-Naver-Client-Secret" })
    }

    @Test("libcurl honours it: the redirect comes back as the answer and its target is never asked")
    func curlDoesNotFollow() async throws {
        let target = try ScriptedLoopbackServer(.ok)
        let redirecting = try ScriptedLoopbackServer(
            .keepAlive(head: "HTTP/1.1 302 Found\r\nLocation: \(target.baseURL)/elsewhere", body: [])
        )
        var request = HTTPRequest(url: try #require(URL(string: "\(redirecting.baseURL)/start")))
        request.headers = [HTTPHeader("X-Naver-Client-Secret", "secret")]
        request.followsRedirects = false
        let response = try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(request)
        #expect(response.status == 302)
        #expect(target.requestCount == 0)
    }
}
