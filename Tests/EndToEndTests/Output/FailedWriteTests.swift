#if os(Linux)
import Foundation
import Testing

/// Standard output that cannot be written: a full device is one error line and exit 74, with no
/// success message; a reader that goes away (`| head`) ends quietly.
@Suite("Failed writes to standard output")
struct FailedWriteTests {
    /// Runs a built tool through `sh` so its standard output is redirected as `redirection`
    /// says (`> /dev/full`, `| head -c 1`); the tool's status is appended to stderr as `status=N`.
    static func run(
        _ tool: String,
        _ arguments: [String],
        redirection: String,
        environment: [String: String]
    ) async throws -> (status: Int32, stderr: String) {
        let path = ProcessRunner.productsDirectory.appendingPathComponent(tool).path
        let script = "{ \"$0\" \"$@\"; echo \"status=$?\" >&2; } \(redirection)"
        let env = environment.merging(["PATH": "/usr/bin:/bin"]) { $1 }
        let result = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try SpawnedProcess.run("/bin/sh", ["-c", script, path] + arguments, environment: env)
                    }
                )
            }
        }
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        let statusLine = stderr.split(separator: "\n").last { $0.hasPrefix("status=") }
        let status = Int32(statusLine?.dropFirst("status=".count) ?? "") ?? -1
        let rest = stderr.split(separator: "\n").filter { !$0.hasPrefix("status=") }.joined(separator: "\n")
        return (status, rest)
    }

    @Test(
        "qsearch images > /dev/full: exit 74 and one error line naming the reason",
        arguments: [[], ["--json"], ["--jsonl"]]
    )
    func qsearchFullDevice(format: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await Self.run(
            "qsearch",
            ["images", "full n=5"] + format,
            redirection: "> /dev/full",
            environment: sandbox.environment
        )
        #expect(run.status == 74)
        #expect(
            run.stderr
                == "qsearch: error: cannot write to standard output: No space left on device; free some space or write elsewhere"
        )
    }

    @Test("qsearch --version > /dev/full exits 74")
    func versionFullDevice() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await Self.run(
            "qsearch",
            ["--version"],
            redirection: "> /dev/full",
            environment: sandbox.environment
        )
        #expect(run.status == 74)
        #expect(run.stderr.hasPrefix("qsearch: error: cannot write to standard output"))
    }

    @Test(
        "devevents list and export --ics > /dev/full: exit 74, no 'exported' message",
        arguments: [["list"], ["export", "--ics"], ["list", "--json"]]
    )
    func deveventsFullDevice(arguments: [String]) async throws {
        let sandbox = try DevEventsSandbox()
        let source = DevEventsSandbox.fixtureURL(DevEventsSandbox.mainFixture)
        let run = try await Self.run(
            "devevents",
            arguments + ["--source", source, "--now", DevEventsSandbox.now],
            redirection: "> /dev/full",
            environment: sandbox.baseEnvironment
        )
        #expect(run.status == 74, "\(run.stderr)")
        #expect(
            run.stderr
                == "devevents: error: cannot write to standard output: No space left on device; free some space or write elsewhere"
        )
    }

    @Test("A search whose output could not be written is not in the history; one read in part (| head) is")
    func historyOnlyAfterDelivery() async throws {
        let sandbox = try QSearchSandbox()
        let full = try await Self.run(
            "qsearch",
            ["images", "undelivered n=5"],
            redirection: "> /dev/full",
            environment: sandbox.environment
        )
        #expect(full.status == 74)
        // Nothing was saved, so nothing was made: no store, not even its folder.
        let store = sandbox.root.appendingPathComponent("data/quicksearch/data.sqlite").path
        #expect(!FileManager.default.fileExists(atPath: store))
        let piped = try await Self.run(
            "qsearch",
            ["images", "read in part n=1000", "--limit", "1000", "--jsonl"],
            redirection: "| head -c 1 > /dev/null",
            environment: sandbox.environment
        )
        #expect(piped.status == 0)
        let history = try await sandbox.qsearch("history", "--json")
        let searches = try #require(try history.jsonObject()["searches"] as? [[String: Any]])
        #expect(searches.map { $0["query"] as? String } == ["read in part n=1000"])
    }

    @Test("A reader that stops early (| head -c 1) ends the search quietly with exit 0")
    func brokenPipeIsQuiet() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await Self.run(
            "qsearch",
            ["images", "pipe n=1000", "--limit", "1000", "--jsonl"],
            redirection: "| head -c 1 > /dev/null",
            environment: sandbox.environment
        )
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }
}
#endif
