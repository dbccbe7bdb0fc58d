import Foundation
import Testing

@Suite("A base URL override with a user name or password is refused")
struct BaseURLCredentialsTests {
    @Test(
        "QSEARCH_NAVER_URL with user:password@ exits 78, says why, never repeats the password, sends nothing",
        arguments: ["QSEARCH_NAVER_URL", "QSEARCH_KAKAO_URL"]
    )
    func userinfoIsRefused(variable: String) async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        let port = try #require(URL(string: sandbox.server.baseURL)?.port)
        environment[variable] = "http://e2e-user:e2e-hunter2@127.0.0.1:\(port)"
        let run = try await sandbox.qsearch(["images", "userinfo n=5"], environment: environment)

        #expect(run.status == 78)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        let line = run.stderrLines.first ?? ""
        #expect(line.hasPrefix("qsearch: error: \(variable) holds a user name or password"))
        #expect(line.contains("sent and stored in plain text"))
        #expect(!run.stderr.contains("e2e-hunter2"))
        #expect(sandbox.upstreamRequestCount == 0)
        #expect(!sandbox.files().contains { String(decoding: $0.bytes, as: UTF8.self).contains("e2e-hunter2") })
    }
}
