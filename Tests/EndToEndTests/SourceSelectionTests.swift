import Foundation
import Testing

@Suite("qsearch --source asks only the named sources")
struct SourceSelectionTests {
    @Test(
        "Each --source form asks exactly its upstream paths",
        arguments: [
            (["--source", "naver"], ["naver-image"]),
            (["--source", "kakao"], ["kakao-image"]),
            (["--source", "kakao-image"], ["kakao-image"]),
            (["-s", "NAVER"], ["naver-image"]),
            (["--source", "naver,kakao"], ["naver-image", "kakao-image"]),
            (["--source", "kakao", "--source", "naver"], ["naver-image", "kakao-image"]),
            ([], ["naver-image", "kakao-image"]),
        ]
    )
    func sourceOption(options: [String], expected: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(
            ["images", "select n=8", "--json"] + options,
            environment: sandbox.environment
        )

        #expect(run.status == 0)
        let sources = try #require(try run.jsonObject()["sources"] as? [String: Any])
        #expect(Set(sources.keys) == Set(expected))
        let askedNaver = sandbox.server.requestCount(pathPrefix: "/v1/search/image") > 0
        let askedKakao = sandbox.server.requestCount(pathPrefix: "/v2/search/image") > 0
        #expect(askedNaver == expected.contains("naver-image"))
        #expect(askedKakao == expected.contains("kakao-image"))
        #expect(sandbox.server.requestCount(pathPrefix: "/v2/search/vclip") == 0)
    }

    @Test("--size reaches Naver as its filter")
    func sizeFilter() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "big n=8", "--size", "large", "--source", "naver", "--json")

        #expect(run.status == 0)
        #expect(sandbox.server.requests.compactMap { $0.queryValue("filter") } == ["large"])
        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        #expect(items.count == 8)
        #expect(items.allSatisfy { ($0["width"] as? Int ?? 0) >= 1000 })
    }

    @Test("--sort recency reaches both upstreams in their own words and orders Kakao newest first")
    func recencySort() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "new n=30", "--sort", "recency", "--limit", "60", "--json")

        #expect(run.status == 0)
        let sorts = Set(sandbox.server.requests.map { "\($0.path) \($0.queryValue("sort") ?? "")" })
        #expect(sorts == ["/v1/search/image date", "/v2/search/image recency"])
        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        let kakaoDates = items.filter { $0["source"] as? String == "kakao-image" }.compactMap {
            $0["datetime"] as? String
        }
        #expect(kakaoDates.count > 1)
        #expect(kakaoDates == kakaoDates.sorted(by: >))
    }
}
