import Foundation
import Testing

/// Issue 19 (what ddgr users reach for): `--page N` and `--offset N` go on past the first screen,
/// numbered as the whole search (page 2 of 10 is results 11-20), and `qsearch open` and
/// `qsearch again` take those numbers.
@Suite("images/videos --page and --offset: the results after the first screen")
struct SearchPagingTests {
    /// `(position, url)` of the `--json` items of `run`.
    private static func items(_ run: ProcessResult) throws -> [(Int, String)] {
        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        return try items.map { (try #require($0["position"] as? Int), try #require($0["url"] as? String)) }
    }

    @Test("--page 2 and --offset 10 of 10 are results 11-20 of a search of 20, numbered 11-20")
    func secondPage() async throws {
        let sandbox = try QSearchSandbox()
        let whole = try Self.items(try await sandbox.qsearch("images", "고양이 n=40", "--limit", "20", "--json"))
        #expect(whole.count == 20)
        for paging in [["--page", "2"], ["--offset", "10"]] {
            let run = try await sandbox.qsearch(
                ["images", "고양이 n=40", "--limit", "10", "--json"] + paging,
                environment: sandbox.environment
            )
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try run.jsonObject()["offset"] as? Int == 10)
            let page = try Self.items(run)
            #expect(page.map(\.0) == Array(11...20), "\(paging)")
            #expect(page.map(\.1) == whole.suffix(10).map(\.1), "\(paging)")
        }
    }

    @Test("The table numbers page 2 from 11")
    func tableNumbers() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("images", "고양이 n=40", "--limit", "10", "--page", "2")
        #expect(run.status == 0, "\(run.stderr)")
        let numbers = run.stdoutLines.compactMap { $0.split(separator: "\t").first.flatMap { Int($0) } }
        #expect(numbers == Array(11...20), "\(run.stdout.prefix(400))")
    }

    @Test("Going on from the first screen asks only for the pages after it: the first come from the cache")
    func reusesTheFirstScreen() async throws {
        let sandbox = try QSearchSandbox()
        #expect(try await sandbox.qsearch("images", "고양이 n=40", "--limit", "10").status == 0)
        let first = sandbox.upstreamRequestCount
        #expect(first == 2)
        #expect(try await sandbox.qsearch("images", "고양이 n=40", "--limit", "10", "--page", "2").status == 0)
        #expect(sandbox.upstreamRequestCount - first == 2)
    }

    @Test("open N and again N take the numbers of page 2")
    func openAndAgain() async throws {
        let sandbox = try QSearchSandbox()
        let page = try Self.items(
            try await sandbox.qsearch("images", "고양이 n=40", "--limit", "5", "--page", "3", "--json")
        )
        let record = sandbox.root.appendingPathComponent("home/opened.txt")
        var environment = sandbox.environment
        environment["BROWSER"] = "sh -c 'printf \"%%s\" \"$1\" > \(record.path)' browser %s"
        let opened = try await sandbox.qsearch(["open", "12"], environment: environment)
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(try String(contentsOf: record, encoding: .utf8) == page[1].1)
        let first = try await sandbox.qsearch(["open", "1"], environment: environment)
        #expect(first.status == 64)
        #expect(first.stderr.contains("has results 11-15;"), "\(first.stderr)")
        let again = try await sandbox.qsearch("again", "1", "--json")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.items(again).first?.0 == 11)
    }

    @Test(
        "A --page or --offset past every source's reach, or both at once, is exit 64",
        arguments: [["--offset", "1099"], ["--page", "111"], ["--page", "2", "--offset", "3"], ["--page", "0"]]
    )
    func outOfReach(paging: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(
            ["images", "고양이", "--source", "naver", "--limit", "10"] + paging,
            environment: sandbox.environment
        )
        #expect(run.status == 64)
        #expect(run.stderrLines.count == 1, "\(run.stderr)")
        #expect(sandbox.upstreamRequestCount == 0)
    }
}
