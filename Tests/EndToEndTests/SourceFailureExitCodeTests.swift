import Foundation
import TestSupport
import Testing

@Suite("qsearch exit codes when sources fail: 2 partial, 75 rate-limited, 78 auth, 69 unavailable")
struct SourceFailureExitCodeTests {
    @Test("Kakao 500: Naver's results on stdout, one warning naming kakao-image, exit 2")
    func partialFailure() async throws {
        let sandbox = try QSearchSandbox(faults: ["kakao-image:status=500"])
        let run = try await sandbox.qsearch("images", "partial n=15")

        #expect(run.status == 2)
        let rows = run.stdoutLines.map { $0.components(separatedBy: "\t") }
        #expect(rows.count == 15)
        #expect(rows.allSatisfy { $0.count == 6 && $0[1] == "naver" })
        #expect(run.stderrLines.count == 1)
        let line = run.stderrLines.first ?? ""
        #expect(line.hasPrefix("qsearch: warning: "))
        #expect(line.contains("kakao-image"))
    }

    @Test("Naver rejects the keys, Kakao answers: exit 2 with Kakao's results")
    func partialAuthFailure() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["NAVER_CLIENT_SECRET"] = "e2e-wrong-secret"
        let run = try await sandbox.qsearch(["images", "half auth n=10", "--jsonl"], environment: environment)

        #expect(run.status == 2)
        #expect(run.stdoutLines.count == 10)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("naver-image"))
        #expect(run.stderr.contains("NAVER_CLIENT_ID"))
    }

    @Test("Every source over quota (429): exit 75, a warning per source, nothing on stdout")
    func allRateLimited() async throws {
        let sandbox = try QSearchSandbox(faults: ["naver-image:quota", "kakao-image:quota"])
        let run = try await sandbox.qsearch("images", "quota n=10")

        #expect(run.status == 75)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 2)
        #expect(run.stderr.contains("naver-image"))
        #expect(run.stderr.contains("kakao-image"))
    }

    @Test("Every source rejects the keys: exit 78")
    func allAuthenticationFailed() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["NAVER_CLIENT_ID"] = "e2e-wrong-id"
        environment["KAKAO_REST_API_KEY"] = "e2e-wrong-kakao"
        let run = try await sandbox.qsearch(["images", "auth n=10"], environment: environment)

        #expect(run.status == 78)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("NAVER_CLIENT_ID"))
        #expect(run.stderr.contains("KAKAO_REST_API_KEY"))
        #expect(!run.stderr.contains("e2e-wrong"))
    }

    @Test("Nothing listens at the upstream address: exit 69, an error line per source")
    func connectionRefused() async throws {
        let sandbox = try QSearchSandbox()
        let refusing = try RefusingPort()
        var environment = sandbox.environment
        environment["QSEARCH_NAVER_URL"] = refusing.baseURL
        environment["QSEARCH_KAKAO_URL"] = refusing.baseURL
        let run = try await sandbox.qsearch(["images", "refused n=10"], environment: environment)

        #expect(run.status == 69)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 2)
        #expect(run.stderrLines.allSatisfy { $0.hasPrefix("qsearch: error: ") })
    }

    @Test("Every answer malformed: exit 69")
    func allMalformed() async throws {
        let sandbox = try QSearchSandbox(faults: ["any:malformed"])
        let run = try await sandbox.qsearch("images", "broken n=10", "--json")

        #expect(run.status == 69)
        let document = try run.jsonObject()
        #expect((document["items"] as? [Any])?.isEmpty == true)
        let sources = try #require(document["sources"] as? [String: [String: Any]])
        #expect(sources.values.allSatisfy { ($0["error"] as? [String: Any])?["kind"] as? String == "invalid_response" })
    }

    @Test("A non-loopback http:// override is a configuration error, exit 78, with no connection")
    func insecureOverride() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["QSEARCH_NAVER_URL"] = "http://openapi.example.com"
        let run = try await sandbox.qsearch(["images", "insecure n=10", "--source", "naver"], environment: environment)

        #expect(run.status == 78)
        #expect(run.stderr.contains("QSEARCH_NAVER_URL"))
        #expect(sandbox.upstreamRequestCount == 0)
    }
}
