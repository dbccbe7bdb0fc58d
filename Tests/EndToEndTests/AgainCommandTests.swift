import Foundation
import Testing

/// Issue 19: `qsearch again N` reruns row N of `qsearch history` (1 the newest) with its command,
/// query, sort and sources, and records it as a new search.
@Suite("qsearch again N: a search of the history run again")
struct AgainCommandTests {
    @Test("again 2 reruns the older search with its sort and source; the rerun becomes row 1")
    func rerunsRow() async throws {
        let sandbox = try QSearchSandbox()
        #expect(try await sandbox.qsearch("images", "고양이", "--sort", "recency", "--source", "naver").status == 0)
        #expect(try await sandbox.qsearch("videos", "--", "-dash 강아지").status == 0)
        let run = try await sandbox.qsearch("again", "2", "--json")
        #expect(run.status == 0, "\(run.stderr)")
        let document = try run.jsonObject()
        #expect(document["query"] as? String == "고양이")
        #expect(document["sort"] as? String == "recency")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(!items.isEmpty && items.allSatisfy { ($0["source"] as? String)?.hasPrefix("naver") == true })
        let history = try await sandbox.qsearch("history", "--jsonl")
        let rows = history.stdoutLines.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(rows.map { $0["query"] as? String } == ["고양이", "-dash 강아지", "고양이"])
        let video = try await sandbox.qsearch("again", "2", "--jsonl")
        #expect(video.status == 0, "\(video.stderr)")
        #expect(
            video.stdout.contains(#""kind":"video""#) || video.stdout.contains("vclip"),
            "\(video.stdout.prefix(300))"
        )
    }

    @Test("a row beyond the history, or not a number, is exit 64 saying what there is", arguments: ["3", "0", "x"])
    func badRow(row: String) async throws {
        let sandbox = try QSearchSandbox()
        #expect(try await sandbox.qsearch("images", "고양이").status == 0)
        #expect(try await sandbox.qsearch("images", "사자").status == 0)
        let run = try await sandbox.qsearch("again", row)
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(row != "3" || run.stderr.contains("the history has 2 searches, not 3"), "\(run.stderr)")
    }
}
