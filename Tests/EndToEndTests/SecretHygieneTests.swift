import Foundation
import Testing

@Suite("API keys never appear on stdout, stderr or in any file qsearch writes")
struct SecretHygieneTests {
    private static let wrongKakaoKey = "e2e-rejected-kakao-key-9d41"

    @Test("Searches that succeed, fail and are rejected leave no key in any output or file")
    func keysNeverLeak() async throws {
        let sandbox = try QSearchSandbox(faults: ["kakao-vclip:status=500", "naver-image:page=2:reset"])
        var rejected = sandbox.environment
        rejected["KAKAO_REST_API_KEY"] = Self.wrongKakaoKey
        let runs = [
            try await sandbox.qsearch("images", "secret n=300", "--limit", "200", "--json"),
            try await sandbox.qsearch("images", "secret n=300", "--limit", "200"),
            try await sandbox.qsearch("videos", "secret n=10", "--jsonl"),
            try await sandbox.qsearch(["images", "rejected n=5", "--json"], environment: rejected),
            try await sandbox.qsearch(["images", "rejected n=5", "--source", "kakao"], environment: rejected),
            try await sandbox.qsearch("history", "--json"),
            try await sandbox.qsearch("history"),
            try await sandbox.qsearch("cache", "info"),
        ]
        #expect(runs.map(\.status) == [2, 2, 69, 2, 78, 0, 0, 0])

        let secrets = QSearchSandbox.secrets + [Self.wrongKakaoKey]
        for (index, run) in runs.enumerated() {
            for secret in secrets {
                #expect(!run.stdout.contains(secret), "run \(index) stdout contains a key")
                #expect(!run.stderr.contains(secret), "run \(index) stderr contains a key")
            }
        }
        let files = sandbox.files()
        #expect(files.contains { $0.path.hasSuffix("cache.sqlite") || $0.path.hasSuffix("cache.sqlite-wal") })
        #expect(files.contains { $0.path.hasSuffix("data.sqlite") || $0.path.hasSuffix("data.sqlite-wal") })
        for file in files {
            for secret in secrets {
                #expect(file.bytes.range(of: Data(secret.utf8)) == nil, "\(file.path) contains a key")
            }
            #expect(file.bytes.range(of: Data("KakaoAK".utf8)) == nil, "\(file.path) contains an Authorization value")
        }
    }
}

extension SecretHygieneTests {
    @Test("A one-letter key: a warning naming it, and the other source's results intact")
    func oneLetterKey() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["KAKAO_REST_API_KEY"] = "k"
        let run = try await sandbox.qsearch(
            ["images", "kakao k n=3", "--limit", "3", "--source", "naver", "--jsonl"],
            environment: environment
        )
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdoutLines.count == 3, "\(run.stdout)")
        #expect(!run.stdout.contains("[redacted]"), "\(run.stdout)")
        let all = try await sandbox.qsearch(
            ["images", "kakao k n=3", "--limit", "3", "--jsonl"],
            environment: environment
        )
        let warnings = all.stderrLines.filter {
            $0.hasPrefix("qsearch: warning: KAKAO_REST_API_KEY is only 1 character long")
        }
        #expect(warnings.count == 1, "\(all.stderr)")
        #expect(all.stdout.contains("naver") && !all.stdout.contains("[redacted]"), "\(all.stdout)")
    }
}
