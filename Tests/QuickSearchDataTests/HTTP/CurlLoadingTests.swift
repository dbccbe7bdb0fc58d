import CCurlShim
import Foundation
import QuickSearchDomain
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("libcurl loaded on first request")
struct CurlLoadingTests {
    @Test("libcurl is found by its soname and has every function the wrappers call")
    func loadsTheInstalledLibrary() throws {
        var reason = [CChar](repeating: 0, count: 256)
        #expect(qs_curl_probe(QS_LIBCURL_NAME, &reason, reason.count) == nil)
        try CurlGlobal.ensureInitialised()
        #expect(qs_curl_unavailable() == nil)
        #expect(String(cString: qs_curl_easy_strerror(CURLE_OK)) != "libcurl is not loaded")
    }

    @Test("Preparing starts the load once however often it is asked, and requests then use that load")
    func preparedLoad() async throws {
        let server = try ScriptedLoopbackServer(.ok)
        let client = CurlHTTPClient(userAgent: "QuickSearchDataTests")
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { client.prepare() } }
        }
        let url = try #require(URL(string: "\(server.baseURL)/ping"))
        let responses = try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
            for _ in 0..<4 { group.addTask { try await client.send(HTTPRequest(url: url)) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(responses.map(\.status) == [200, 200, 200, 200])
        #expect(qs_curl_unavailable() == nil)
    }

    @Test("A library that is missing, or is not libcurl, is refused with the loader's reason")
    func refusesWhatIsNotLibcurl() throws {
        var reason = [CChar](repeating: 0, count: 256)
        let missing = try #require(qs_curl_probe("libqsearch-absent.so.9", &reason, reason.count))
        #expect(String(cString: missing).contains("libqsearch-absent.so.9"))
        // libc loads, but has no curl_easy_init.
        #if os(Linux)
        let other = try #require(qs_curl_probe("libc.so.6", &reason, reason.count))
        #expect(String(cString: other) == "libc.so.6 lacks functions of libcurl's easy and multi interfaces")
        #endif
    }

    @Test("Without libcurl a request fails as configuration (exit 78) saying what to install")
    func unavailableIsConfiguration() {
        let error = CurlGlobal.unavailable("libcurl.so.4: cannot open shared object file: No such file or directory")
        #expect(error.kind == .transportUnavailable)
        let failure = UpstreamClient.failure(error, of: NamedKakaoTarget(answerName: "kakao-image"))
        #expect(failure.kind == .configuration)
        #expect(
            failure.message
                == "kakao-image: libcurl, which makes every request, could not be loaded (libcurl.so.4: cannot open shared object file: No such file or directory); install it (Debian: apt install libcurl4)"
        )
    }
}
