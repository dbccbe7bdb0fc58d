import Foundation
import Testing

@Suite("qsearch history and cache: searches are recorded, repeats are served from the cache")
struct HistoryAndCacheCommandTests {
    private static func searches(_ run: ProcessResult) throws -> [[String: Any]] {
        try #require(try run.jsonObject()["searches"] as? [[String: Any]])
    }

    @Test("history --json lists the searches newest first with their details")
    func historyLists() async throws {
        let sandbox = try QSearchSandbox()
        #expect(try await sandbox.qsearch("images", "first n=7").status == 0)
        #expect(try await sandbox.qsearch("videos", "second n=4", "--sort", "recency", "--json").status == 0)
        let run = try await sandbox.qsearch("history", "--json")

        #expect(run.status == 0)
        #expect(!run.stdout.contains("\\/"))
        let entries = try Self.searches(run)
        #expect(entries.count == 2)
        let newest = try #require(entries.first)
        #expect(Set(newest.keys) == ["command", "query", "sort", "sources", "result_count", "searched_at"])
        #expect(newest["command"] as? String == "videos")
        #expect(newest["query"] as? String == "second n=4")
        #expect(newest["sort"] as? String == "recency")
        #expect(newest["sources"] as? [String] == ["kakao-vclip"])
        #expect(newest["result_count"] as? Int == 4)
        let stamp = try #require(newest["searched_at"] as? String)
        #expect(stamp.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$"#, options: .regularExpression) != nil)
        let oldest = try #require(entries.last)
        #expect(oldest["command"] as? String == "images")
        #expect(oldest["sources"] as? [String] == ["naver-image", "kakao-image"])
        #expect(oldest["result_count"] as? Int == 12)

        let lines = try await sandbox.qsearch("history", "--jsonl")
        #expect(lines.stdoutLines.count == 2)
        let piped = try await sandbox.qsearch("history")
        #expect(piped.stdoutLines.count == 2)
        #expect(piped.stdoutLines.allSatisfy { $0.components(separatedBy: "\t").count == 6 })
    }

    @Test("history --clear empties the history")
    func historyClear() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("images", "one n=3")
        _ = try await sandbox.qsearch("images", "two n=3")
        let clear = try await sandbox.qsearch("history", "--clear")

        #expect(clear.status == 0)
        #expect(clear.stdout.isEmpty)
        #expect(clear.stderr.contains("2"))
        let after = try await sandbox.qsearch("history", "--json")
        #expect(after.status == 0)
        #expect(try Self.searches(after).isEmpty)
    }

    @Test("history on a fresh install is empty, not an error")
    func historyEmpty() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("history", "--json")

        #expect(run.status == 0)
        #expect(try Self.searches(run).isEmpty)
    }

    @Test("A repeated search makes no request and says it was cached; --refresh asks again")
    func repeatServedFromCache() async throws {
        let sandbox = try QSearchSandbox()
        let first = try await sandbox.qsearch("images", "again n=200", "--limit", "150", "--json")
        let asked = sandbox.upstreamRequestCount
        let second = try await sandbox.qsearch("images", "again n=200", "--limit", "150", "--json")

        #expect(first.status == 0 && second.status == 0)
        #expect(asked > 0)
        #expect(sandbox.upstreamRequestCount == asked)
        #expect(try first.jsonObject()["cached"] as? Bool == false)
        #expect(try second.jsonObject()["cached"] as? Bool == true)
        let firstItems = try #require(try first.jsonObject()["items"] as? [NSDictionary])
        let secondItems = try #require(try second.jsonObject()["items"] as? [NSDictionary])
        let equal = firstItems == secondItems
        #expect(equal, "the cached answer differs from the first")

        let refreshed = try await sandbox.qsearch("images", "again n=200", "--limit", "150", "--json", "--refresh")
        #expect(refreshed.status == 0)
        #expect(sandbox.upstreamRequestCount > asked)
        #expect(try refreshed.jsonObject()["cached"] as? Bool == false)
    }

    @Test("cache clear empties the cache, so the next search asks the upstreams again")
    func cacheClear() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("images", "clear me n=20")
        let info = try await sandbox.qsearch("cache", "info")
        #expect(info.status == 0)
        #expect(info.stdout.contains(sandbox.baseEnvironment["XDG_CACHE_HOME"] ?? "?"))
        #expect(info.stdoutLines.contains("entries\t2"))
        let asked = sandbox.upstreamRequestCount

        let clear = try await sandbox.qsearch("cache", "clear")
        #expect(clear.status == 0)
        #expect(clear.stderr.contains("2"))
        let emptied = try await sandbox.qsearch("cache", "info")
        #expect(emptied.stdoutLines.contains("entries\t0"))

        let again = try await sandbox.qsearch("images", "clear me n=20", "--json")
        #expect(again.status == 0)
        #expect(sandbox.upstreamRequestCount == asked + 2)
        #expect(try again.jsonObject()["cached"] as? Bool == false)
    }
}
