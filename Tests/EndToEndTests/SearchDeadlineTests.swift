import Foundation
import Testing

/// The mock answers Naver's page 2 only after a minute; the search's deadline is a second or two.
/// Without a whole-search deadline the run would take the transfer timeout and its retries, and
/// report "did not answer in time" instead of the deadline. The pages expected in the output are
/// cached by an earlier run first, so no check depends on how fast a loaded machine answers.
@Suite("qsearch's whole-search deadline: --timeout, QSEARCH_TIMEOUT (environment, config file), default 30 s")
struct SearchDeadlineTests {
    private static let slowSecondPage = "naver-image:page=2:delay=60000"

    /// Runs `query` against one source with a limit of one page, so that page is cached.
    private func warm(
        _ sandbox: QSearchSandbox,
        _ query: String,
        source: String = "naver",
        limit: Int = 100
    ) async throws {
        let run = try await sandbox.qsearch(
            ["images", query, "--source", source, "--limit", String(limit)],
            environment: sandbox.environment
        )
        #expect(run.status == 0, "\(run.stderr)")
    }

    private func writeConfig(_ sandbox: QSearchSandbox, _ text: String) throws {
        let directory = sandbox.root.appendingPathComponent("home/.config/quicksearch", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("config")
        try Data(text.utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    @Test("At the deadline the finished prefix is printed, the source cut short is named, exit 2")
    func deadlineKeepsTheFinishedPrefix() async throws {
        let sandbox = try QSearchSandbox(faults: [Self.slowSecondPage])
        try await warm(sandbox, "deadline n=1000")
        let run = try await sandbox.qsearch(
            ["images", "deadline n=1000", "--source", "naver", "--limit", "300", "--timeout", "2", "--json"],
            environment: sandbox.environment
        )

        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderrLines == ["qsearch: warning: naver-image: cut short at the 2 s deadline; try --timeout 4"])
        let document = try run.jsonObject()
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 100)
        let naver = try #require((document["sources"] as? [String: Any])?["naver-image"] as? [String: Any])
        let error = try #require(naver["error"] as? [String: Any])
        #expect(error["kind"] as? String == "timeout")
        #expect(naver["fetched"] as? Int == 100)
    }

    @Test("A healthy source's results stand beside the one cut short")
    func otherSourcesStand() async throws {
        let sandbox = try QSearchSandbox(faults: ["naver-image:delay=60000"])
        try await warm(sandbox, "deadline both n=50", source: "kakao", limit: 20)
        let run = try await sandbox.qsearch(
            ["images", "deadline both n=50", "--limit", "20", "--timeout", "1.5"],
            environment: sandbox.environment
        )

        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdoutLines.count == 20)
        #expect(run.stdoutLines.allSatisfy { $0.components(separatedBy: "\t")[1] == "kakao" })
        #expect(run.stderrLines == ["qsearch: warning: naver-image: cut short at the 1.5 s deadline; try --timeout 3"])
    }

    @Test("QSEARCH_TIMEOUT from the config file sets the deadline")
    func configFileSetsTheDeadline() async throws {
        let sandbox = try QSearchSandbox(faults: [Self.slowSecondPage])
        try await warm(sandbox, "config deadline n=1000")
        try writeConfig(sandbox, "QSEARCH_TIMEOUT=1.5\n")
        let run = try await sandbox.qsearch(
            ["images", "config deadline n=1000", "--source", "naver", "--limit", "300"],
            environment: sandbox.environment
        )

        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("cut short at the 1.5 s deadline"))
    }

    @Test("The environment wins over the config file, and --timeout over both")
    func precedence() async throws {
        let sandbox = try QSearchSandbox(faults: [Self.slowSecondPage])
        try writeConfig(sandbox, "QSEARCH_TIMEOUT=40\n")
        var environment = sandbox.environment
        environment["QSEARCH_TIMEOUT"] = "2"
        try await warm(sandbox, "env deadline n=1000")
        try await warm(sandbox, "flag deadline n=1000")
        let fromEnvironment = try await sandbox.qsearch(
            ["images", "env deadline n=1000", "--source", "naver", "--limit", "300"],
            environment: environment
        )
        let fromFlag = try await sandbox.qsearch(
            ["images", "flag deadline n=1000", "--source", "naver", "--limit", "300", "--timeout", "1"],
            environment: environment
        )

        #expect(fromEnvironment.status == 2)
        #expect(fromEnvironment.stderr.contains("cut short at the 2 s deadline; try --timeout 4"))
        #expect(fromFlag.status == 2)
        #expect(fromFlag.stderr.contains("cut short at the 1 s deadline; try --timeout 2"))
    }

    @Test("A bad --timeout is a usage error (64); a bad QSEARCH_TIMEOUT a configuration error (78)")
    func badValues() async throws {
        let sandbox = try QSearchSandbox()
        let zero = try await sandbox.qsearch(["images", "x", "--timeout", "0"], environment: sandbox.environment)
        #expect(zero.status == 64)
        #expect(zero.stderr.contains("--timeout must be a number from 0.1 to 3600"))

        var environment = sandbox.environment
        environment["QSEARCH_TIMEOUT"] = "soon"
        let bad = try await sandbox.qsearch(["images", "x"], environment: environment)
        #expect(bad.status == 78)
        #expect(
            bad.stderrLines == [
                "qsearch: error: QSEARCH_TIMEOUT must be a number of seconds from 0.1 to 3600; fix or unset it"
            ]
        )
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("--timeout is documented in the help")
    func helpNamesTheOption() async throws {
        let sandbox = try QSearchSandbox()
        let help = try await sandbox.qsearch(["images", "--help"], environment: sandbox.environment)
        #expect(help.status == 0)
        #expect(help.stdout.contains("--timeout"))
        #expect(help.stdout.contains("QSEARCH_TIMEOUT"))
    }
}
