import Foundation
import Testing

@Suite("qsearch images/videos output: the JSON document, JSON Lines and piped rows")
struct SearchOutputFormatTests {
    private static let itemKeys: Set<String> = [
        "position", "source", "sources", "kind", "rank", "title", "url", "thumbnail_url", "width", "height",
        "datetime", "site_name", "doc_url", "duration", "author",
    ]

    private static func matches(_ text: String, _ pattern: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test("--json prints one document with query, kind, sort, per-source reports and snake_case items")
    func jsonDocumentShape() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "json shape n=40", "--limit", "60", "--json")

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\\/"))
        let document = try run.jsonObject()
        #expect(Set(document.keys) == ["query", "kind", "sort", "offset", "sources", "items", "cached"])
        #expect(document["query"] as? String == "json shape n=40")
        #expect(document["kind"] as? String == "image")
        #expect(document["sort"] as? String == "accuracy")
        #expect(document["cached"] as? Bool == false)

        let sources = try #require(document["sources"] as? [String: [String: Any]])
        #expect(Set(sources.keys) == ["naver-image", "kakao-image"])
        for (name, report) in sources {
            #expect(Set(report.keys) == ["total", "fetched", "ended"], "\(name)")
            #expect(report["total"] as? Int == 40)
            #expect(report["fetched"] as? Int == 40)
            #expect(report["ended"] as? Bool == true)
        }

        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 60)
        #expect(items.allSatisfy { Set($0.keys) == Self.itemKeys })
        #expect(items.compactMap { $0["position"] as? Int } == Array(1...60))
        for item in items {
            let url = try #require(item["url"] as? String)
            #expect(url.hasPrefix("http://img.example.com/"))
            let datetime = item["datetime"] as? String
            if item["source"] as? String == "kakao-image" {
                let stamp = try #require(datetime)
                #expect(Self.matches(stamp, #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$"#), "\(stamp)")
                #expect(item["site_name"] is String)
                #expect(item["doc_url"] is String)
            } else {
                #expect(item["datetime"] is NSNull)
                #expect(item["width"] is Int && item["height"] is Int)
            }
        }
        let shared = items.filter { ($0["sources"] as? [String]) == ["naver-image", "kakao-image"] }
        #expect(!shared.isEmpty)
        #expect(shared.allSatisfy { ($0["url"] as? String)?.contains("/shared/") == true })
    }

    @Test("A failed source appears in the document with its error kind and message")
    func jsonReportsSourceError() async throws {
        let sandbox = try QSearchSandbox(faults: ["kakao-image:status=400"])
        let run = try await sandbox.qsearch("images", "json error n=10", "--json")

        #expect(run.status == 2)
        let sources = try #require(try run.jsonObject()["sources"] as? [String: [String: Any]])
        let error = try #require(sources["kakao-image"]?["error"] as? [String: Any])
        #expect(error["kind"] as? String == "bad_request")
        #expect((error["message"] as? String)?.hasPrefix("kakao-image") == true)
        #expect(sources["naver-image"]?["error"] == nil)
        #expect(sources["naver-image"]?["fetched"] as? Int == 10)
    }

    @Test("--jsonl prints one object per line, equal to the --json items")
    func jsonLinesEqualJSONItems() async throws {
        let sandbox = try QSearchSandbox()
        let document = try await sandbox.qsearch("images", "lines n=30", "--limit", "45", "--sort", "recency", "--json")
        let lines = try await sandbox.qsearch("images", "lines n=30", "--limit", "45", "--sort", "recency", "--jsonl")

        #expect(lines.status == 0)
        #expect(!lines.stdout.contains("\\/"))
        let items = try #require(try document.jsonObject()["items"] as? [NSDictionary])
        let records = try lines.stdoutLines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
        }
        #expect(records.count == 45)
        let equal = records == items
        #expect(equal, "the JSON Lines records differ from the document items")
        #expect(lines.stdout.hasSuffix("}\n"))
    }

    @Test("Piped human output is tab-separated rows with no ANSI escapes and full values, whatever TERM says")
    func pipedRows() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["TERM"] = "xterm-256color"
        environment["COLUMNS"] = "40"
        let run = try await sandbox.qsearch(["images", "rows n=30", "--limit", "25"], environment: environment)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(!run.stdout.contains("\u{1B}"))
        let rows = run.stdoutLines.map { $0.components(separatedBy: "\t") }
        #expect(rows.count == 25)
        #expect(rows.allSatisfy { $0.count == 6 })
        #expect(rows.map { $0[0] } == (1...25).map(String.init))
        #expect(rows.allSatisfy { ["naver", "kakao", "naver+kakao"].contains($0[1]) })
        #expect(rows.allSatisfy { $0[5].hasPrefix("http://img.example.com/") && !$0[5].contains("…") })
        let kakaoDates = rows.filter { $0[1] == "kakao" }.map { $0[4] }
        #expect(!kakaoDates.isEmpty)
        #expect(kakaoDates.allSatisfy { Self.matches($0, #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$"#) })
    }

    @Test("Titles are clean text: no <b> tags, HTML entities decoded")
    func titlesAreClean() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "고양이 n=40", "--limit", "80", "--json")

        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        let titles = items.compactMap { $0["title"] as? String }
        #expect(titles.count == 72)
        for marker in ["<b>", "</b>", "&amp;", "&quot;", "&lt;", "&gt;", "&#"] {
            #expect(!titles.contains { $0.contains(marker) }, "a title contains \(marker)")
        }
        let naverTitles = items.filter { $0["source"] as? String == "naver-image" }.compactMap {
            $0["title"] as? String
        }
        #expect(naverTitles.allSatisfy { $0.contains("고양이") })
        #expect(naverTitles.contains { $0.contains("\"") || $0.contains("&") || $0.contains("<고양이>") })
    }

    @Test("videos --json has kind video, only the Kakao clip source, and durations")
    func videosDocument() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("videos", "clips n=20", "--json")

        #expect(run.status == 0)
        let document = try run.jsonObject()
        #expect(document["kind"] as? String == "video")
        let sources = try #require(document["sources"] as? [String: Any])
        #expect(Set(sources.keys) == ["kakao-vclip"])
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 20)
        #expect(
            items.allSatisfy { $0["kind"] as? String == "video" && $0["duration"] is Int && $0["author"] is String }
        )
        #expect(sandbox.server.requestCount(pathPrefix: "/v2/search/image") == 0)
        #expect(sandbox.server.requestCount(pathPrefix: "/v1/") == 0)
    }
}
