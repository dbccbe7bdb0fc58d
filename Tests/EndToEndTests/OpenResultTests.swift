import Foundation
import Testing

@Suite("qsearch open N: result N of the last search, numbered as the table and --json's position")
struct OpenResultTests {
    /// The environment with a BROWSER that writes the URL it is given to `record`.
    private static func recordingBrowser(_ sandbox: QSearchSandbox, record: URL) -> [String: String] {
        var environment = sandbox.environment
        environment["BROWSER"] = "sh -c 'printf \"%%s\" \"$1\" > \(record.path)' browser %s"
        return environment
    }

    @Test("Opens the URL at that position of the last search's --json items")
    func opensByPosition() async throws {
        let sandbox = try QSearchSandbox()
        let record = sandbox.root.appendingPathComponent("home/opened.txt")
        _ = try await sandbox.qsearch("videos", "older n=4")
        let search = try await sandbox.qsearch("images", "고양이 n=7", "--json")
        let items = try #require(try search.jsonObject()["items"] as? [[String: Any]])
        let third = try #require(items.first { $0["position"] as? Int == 3 }?["url"] as? String)

        let run = try await sandbox.qsearch(["open", "3"], environment: Self.recordingBrowser(sandbox, record: record))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: record, encoding: .utf8) == third)
        #expect(run.stderrLines == ["opened \(third)"])
    }

    @Test("--page opens the page the result was found on (doc_url); a result without one is exit 64")
    func opensThePage() async throws {
        let sandbox = try QSearchSandbox()
        let record = sandbox.root.appendingPathComponent("home/opened.txt")
        let search = try await sandbox.qsearch("images", "고양이 n=7", "--json")
        let items = try #require(try search.jsonObject()["items"] as? [[String: Any]])
        let withPage = try #require(items.first { $0["doc_url"] is String })
        let position = try #require(withPage["position"] as? Int)
        let page = try #require(withPage["doc_url"] as? String)
        #expect(page != withPage["url"] as? String)

        let environment = Self.recordingBrowser(sandbox, record: record)
        let run = try await sandbox.qsearch(["open", "\(position)", "--page"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOf: record, encoding: .utf8) == page)
        #expect(run.stderrLines == ["opened \(page)"])

        let without = try #require(items.first { !($0["doc_url"] is String) }?["position"] as? Int)
        let refused = try await sandbox.qsearch(["open", "\(without)", "--page"], environment: environment)
        #expect(refused.status == 64)
        #expect(
            refused.stderrLines == [
                "qsearch: error: result \(without) of the last search (images '고양이 n=7') names no page it was found on; qsearch open \(without) opens the result itself"
            ]
        )
    }

    @Test("A number outside the last search's results: exit 64 naming the range", arguments: ["0", "999", "x", "-1"])
    func outOfRange(number: String) async throws {
        let sandbox = try QSearchSandbox()
        let search = try await sandbox.qsearch("images", "고양이 n=7", "--jsonl")
        var environment = sandbox.environment
        environment["BROWSER"] = "false"
        let run = try await sandbox.qsearch(["open", number], environment: environment)
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1)
        #expect(run.stderr.hasPrefix("qsearch: error: "))
        if number == "999" {
            #expect(run.stderr.contains("has results 1-\(search.stdoutLines.count);"))
        }
    }

    @Test("No search yet: a hint to search first")
    func noHistory() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("open", "1")
        #expect(run.status == 1)
        #expect(
            run.stderrLines == [
                "qsearch: error: there is no search in the history yet; search first, e.g. qsearch images 고양이, then qsearch open 1"
            ]
        )
    }
}
