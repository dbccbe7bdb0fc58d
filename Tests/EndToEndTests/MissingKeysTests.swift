import Foundation
import Testing

@Suite("qsearch without keys: exit 78 naming the variables, or skip the source that lacks them")
struct MissingKeysTests {
    @Test("No keys at all: 78, one line naming every variable, no request")
    func noKeys() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(["images", "keys n=5"], environment: sandbox.baseEnvironment)

        #expect(run.status == 78)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        for variable in ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET", "KAKAO_REST_API_KEY"] {
            #expect(run.stderr.contains(variable))
        }
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("Only the Kakao key: Naver is skipped with one stderr line, Kakao's results print, exit 0")
    func onlyKakaoKey() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.baseEnvironment
        environment["KAKAO_REST_API_KEY"] = QSearchSandbox.kakaoKey
        let run = try await sandbox.qsearch(["images", "kakao only n=12", "--json"], environment: environment)

        #expect(run.status == 0)
        #expect(run.stderrLines.count == 1)
        let line = run.stderrLines.first ?? ""
        #expect(line.contains("naver"))
        #expect(line.contains("NAVER_CLIENT_ID"))
        let document = try run.jsonObject()
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 12)
        #expect(items.allSatisfy { $0["source"] as? String == "kakao-image" })
        #expect(sandbox.server.requestCount(pathPrefix: "/v1/") == 0)
    }

    @Test("Only the Naver ID (no secret): Naver is skipped, naming the missing secret")
    func naverSecretMissing() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["NAVER_CLIENT_SECRET"] = ""
        let run = try await sandbox.qsearch(["images", "half n=12"], environment: environment)

        #expect(run.status == 0)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("NAVER_CLIENT_SECRET"))
        #expect(run.stdoutLines.count == 12)
        #expect(sandbox.server.requestCount(pathPrefix: "/v1/") == 0)
    }

    @Test(
        "--source naver without Naver keys: 78 naming them, no request",
        arguments: [
            ["images", "explicit n=5", "--source", "naver"],
            ["images", "explicit n=5", "--source", "naver,kakao"],
        ]
    )
    func explicitSourceWithoutKeys(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.baseEnvironment
        environment["KAKAO_REST_API_KEY"] = QSearchSandbox.kakaoKey
        let run = try await sandbox.qsearch(arguments, environment: environment)

        #expect(run.status == 78)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("NAVER_CLIENT_ID"))
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("videos without the Kakao key: 78 naming KAKAO_REST_API_KEY")
    func videosWithoutKakaoKey() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment.removeValue(forKey: "KAKAO_REST_API_KEY")
        let run = try await sandbox.qsearch(["videos", "clips n=5"], environment: environment)

        #expect(run.status == 78)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.contains("KAKAO_REST_API_KEY"))
        #expect(sandbox.upstreamRequestCount == 0)
    }
}
