import Foundation
import TestSupport
import Testing

@testable import QuickSearchData

@Suite("libcurl options are checked: a refused option stops the request with its name")
struct CurlOptionCheckTests {
    @Test("A URL longer than libcurl accepts (8 MB) is refused at CURLOPT_URL, and nothing is sent")
    func refusedURLOptionIsReported() async throws {
        let server = try ScriptedLoopbackServer(.hold)
        let longPath = "/" + String(repeating: "a", count: 8_100_000)
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(longPath)"))

        let error = await #expect(throws: HTTPError.self) {
            try await CurlHTTPClient(userAgent: "QuickSearchDataTests").send(HTTPRequest(url: url))
        }

        #expect(error?.message.hasPrefix("libcurl refused CURLOPT_URL") == true)
    }

}
