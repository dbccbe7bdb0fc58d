import Foundation
import Testing

/// The smaller output promises of qsearch: skipped sources in JSON, plain piped fields, no
/// table for an empty result, `cache info --json`.
@Suite("qsearch output contracts")
struct SearchOutputContractTests {
    @Test("A source skipped for want of keys appears in --json sources, marked skipped with the reason")
    func skippedSourceInJSON() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.baseEnvironment
        environment["KAKAO_REST_API_KEY"] = QSearchSandbox.kakaoKey
        let run = try await sandbox.qsearch(["images", "skipped n=3", "--json"], environment: environment)

        #expect(run.status == 0)
        let sources = try #require(try run.jsonObject()["sources"] as? [String: [String: Any]])
        #expect(Set(sources.keys) == ["naver-image", "kakao-image"])
        let naver = try #require(sources["naver-image"])
        #expect(Set(naver.keys) == ["total", "fetched", "ended", "skipped"])
        #expect(naver["total"] is NSNull)
        #expect(naver["fetched"] as? Int == 0)
        let skipped = try #require(naver["skipped"] as? [String: Any])
        #expect(skipped["variables"] as? [String] == ["NAVER_CLIENT_ID", "NAVER_CLIENT_SECRET"])
        #expect(skipped["reason"] as? String == "set NAVER_CLIENT_ID and NAVER_CLIENT_SECRET to search it")
        #expect(sources["kakao-image"]?["skipped"] == nil)
    }

    @Test("Piped rows use empty fields for missing values and an ASCII WxH size")
    func pipedFields() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "fields n=4", "--limit", "8")
        #expect(run.status == 0)
        #expect(!run.stdout.contains("–"))
        #expect(!run.stdout.contains("×"))
        let rows = run.stdoutLines.map { $0.components(separatedBy: "\t") }
        #expect(rows.count >= 4)
        #expect(rows.allSatisfy { $0.count == 6 })
        let naver = rows.filter { $0[1] == "naver" }
        #expect(!naver.isEmpty)
        #expect(naver.allSatisfy { $0[4] == "" })
        #expect(rows.allSatisfy { $0[3].range(of: #"^\d+x\d+$"#, options: .regularExpression) != nil })
    }

    @Test("No results: no table or header, a plain line on stderr, exit 0; JSON Lines print nothing")
    func noResults() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "nothing n=0")
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "no results for 'nothing n=0'\n")
        let lines = try await sandbox.qsearch("images", "nothing n=0", "--jsonl")
        #expect(lines.status == 0)
        #expect(lines.stdout == "" && lines.stderr == "")
    }

    @Test("cache info --json: path, entries and bytes")
    func cacheInfoJSON() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("images", "cache n=3")
        let run = try await sandbox.qsearch("cache", "info", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let document = try run.jsonObject()
        #expect(Set(document.keys) == ["path", "entries", "bytes"])
        let path = try #require(document["path"] as? String)
        #expect(path.hasPrefix(sandbox.root.path))
        #expect((document["entries"] as? Int ?? 0) >= 2)
        #expect((document["bytes"] as? Int ?? 0) > 0)
        let plain = try await sandbox.qsearch("cache", "info")
        #expect(plain.stdoutLines.map { $0.components(separatedBy: "\t").first ?? "" } == ["path", "entries", "bytes"])
    }
}
