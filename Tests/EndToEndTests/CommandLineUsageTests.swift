import Foundation
import Testing

/// A command line that must be refused as a usage error, and a word the message must contain.
struct UsageCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let mentions: String

    var testDescription: String {
        arguments.map { $0.isEmpty || $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
    }

    static let all: [UsageCase] = [
        .init(arguments: ["images", "cat", "--source", "bogus"], mentions: "bogus"),
        .init(arguments: ["videos", "cat", "--source", "naver"], mentions: "naver"),
        .init(arguments: ["images", "cat", "--sotr", "recency"], mentions: "--sort"),
        .init(arguments: ["images", "cat", "--limt", "5"], mentions: "--limit"),
        .init(arguments: ["images", ""], mentions: "query"),
        .init(arguments: ["images", "   "], mentions: "query"),
        .init(arguments: ["images"], mentions: "query"),
        .init(arguments: ["images", "cat", "--limit", "0"], mentions: "--limit"),
        .init(arguments: ["images", "cat", "--limit", "abc"], mentions: "--limit"),
        .init(arguments: ["images", "cat", "--limit", "5000"], mentions: "--limit"),
        .init(arguments: ["videos", "cat", "--limit", "451"], mentions: "--limit"),
        .init(arguments: ["images", "cat", "--json", "--jsonl"], mentions: "--jsonl"),
        .init(arguments: ["images", "cat", "--sort", "newest"], mentions: "newest"),
        .init(arguments: ["images", "cat", "--size", "huge"], mentions: "huge"),
        .init(arguments: ["videos", "cat", "--size", "large"], mentions: "--size"),
        .init(arguments: ["history", "--limit", "0"], mentions: "--limit"),
        // Issue 19: a negative value of a numeric option is a bad value, not a missing one.
        .init(arguments: ["images", "cat", "--limit", "-5x"], mentions: "--limit must be a whole number"),
        .init(arguments: ["images", "cat", "--timeout", "-2"], mentions: "--timeout must be a number"),
        .init(arguments: ["dust", "--at", "-33.9,151.2"], mentions: "outside Korea"),
        .init(arguments: ["imgaes", "cat"], mentions: "images"),
    ]
}

@Suite("qsearch usage errors exit 64 with one line; --help and --version exit 0")
struct CommandLineUsageTests {
    @Test("Usage error", arguments: UsageCase.all)
    func usageError(_ usage: UsageCase) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(usage.arguments, environment: sandbox.environment)

        #expect(run.status == 64)
        #expect(run.stdout.isEmpty)
        #expect(run.stderrLines.count == 1)
        let line = run.stderrLines.first ?? ""
        #expect(line.hasPrefix("qsearch: error: "))
        #expect(line.contains(usage.mentions), "\(line)")
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test(
        "--help for each command prints its usage to stdout",
        arguments: [
            [], ["images"], ["videos"], ["history"], ["cache"], ["cache", "info"], ["cache", "clear"],
        ]
    )
    func help(command: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(command + ["--help"], environment: sandbox.baseEnvironment)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("USAGE"))
        #expect(run.stdout.contains((["qsearch"] + command).joined(separator: " ")))
        #expect(!run.stdout.contains("\u{1B}"))
        #expect(sandbox.upstreamRequestCount == 0)
    }

    @Test("--version prints the program and version")
    func version() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch(["--version"], environment: sandbox.baseEnvironment)

        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.range(of: #"^qsearch \d+\.\d+\.\d+\S*\n$"#, options: .regularExpression) != nil)
    }

    @Test("No arguments at all print the program's help and exit 0; a bare group is still an error")
    func bareInvocation() async throws {
        let sandbox = try QSearchSandbox()
        let bare = try await sandbox.qsearch([], environment: sandbox.baseEnvironment)
        let help = try await sandbox.qsearch(["--help"], environment: sandbox.baseEnvironment)
        #expect(bare.status == 0)
        #expect(bare.stdout == help.stdout)
        let group = try await sandbox.qsearch(["cache"], environment: sandbox.baseEnvironment)
        #expect(group.status == 64)
        #expect(group.stderr.contains("info, clear"))
    }
}
