import Foundation
import Testing

@Suite("Configuration and storage problems: one line, the documented exit code, nothing sent")
struct ConfigurationAndStorageExitCodeTests {
    @Test("A bad QSEARCH_NAVER_URL stops the search with 78 before any request, even with all sources")
    func badOverrideWithDefaultSources() async throws {
        let sandbox = try QSearchSandbox()
        var environment = sandbox.environment
        environment["QSEARCH_NAVER_URL"] = "http://openapi.example.com"
        let run = try await sandbox.qsearch(["images", "override n=10"], environment: environment)
        #expect(run.status == 78)
        #expect(run.stderr.contains("QSEARCH_NAVER_URL"))
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("An empty --source list is a usage error, not 'all sources'", arguments: [["--source", ","], ["--source="]])
    func emptySourceList(arguments: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(["images", "empty"] + arguments, environment: sandbox.environment)
        #expect(run.status == 64)
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("A file where the data directory should be: history exits 74; a search still prints its results")
    func dataDirectoryBlocked() async throws {
        let sandbox = try QSearchSandbox()
        let blocked = sandbox.root.appendingPathComponent("blocked")
        try Data("not a directory".utf8).write(to: blocked)
        var environment = sandbox.environment
        environment["XDG_DATA_HOME"] = blocked.path
        let history = try await sandbox.qsearch(["history"], environment: environment)
        #expect(history.status == 74)
        #expect(history.stderr.split(separator: "\n").count == 1)
        let search = try await sandbox.qsearch(
            ["images", "blocked n=5", "--limit", "5", "--jsonl"],
            environment: environment
        )
        #expect(search.status == 0)
        #expect(search.stdout.split(separator: "\n").count == 5)
        #expect(search.stderr.contains("history"))
    }
}
