import Foundation
import Testing

@Suite("Terminal escape sequences in upstream text never reach qsearch's output")
struct UntrustedTextTests {
    /// A query whose words the mock puts into titles: CSI colour, OSC title and hyperlink, BEL, C1 CSI.
    private static let hostileQuery =
        "evil\u{1B}[31mred\u{1B}[0m \u{1B}]0;pwned\u{07} \u{1B}]8;;http://x\u{1B}\\link \u{9B}2J n=10"

    private static func hasControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
        }
    }

    @Test(
        "Piped rows, JSON and JSON Lines carry no control characters",
        arguments: [
            ["images"], ["videos"], ["images", "--json"], ["videos", "--jsonl"],
        ]
    )
    func searchOutputIsClean(command: [String]) async throws {
        let sandbox = try QSearchSandbox()
        let arguments = [command[0], Self.hostileQuery] + command.dropFirst()
        let run = try await sandbox.qsearch(arguments, environment: sandbox.environment)

        #expect(run.status == 0)
        #expect(!Self.hasControl(run.stdout))
        #expect(!Self.hasControl(run.stderr))
        #expect(run.stdoutLines.count >= 1)
    }

    @Test("The mock really sends the escapes: titles arrive without them but keep the words")
    func titlesKeepTheWords() async throws {
        let sandbox = try QSearchSandbox()
        let run = try await sandbox.qsearch("videos", Self.hostileQuery, "--json")

        let sent = sandbox.server.requests.compactMap { $0.queryValue("query") }
        #expect(sent.contains { $0.contains("\u{1B}[31m") && $0.contains("\u{9B}") })
        let items = try #require(try run.jsonObject()["items"] as? [[String: Any]])
        let titles = items.compactMap { $0["title"] as? String }
        #expect(titles.count == 10)
        #expect(titles.allSatisfy { $0.contains("evil") && !Self.hasControl($0) })
    }

    @Test("Piped history shows a hostile query without its escapes")
    func historyIsClean() async throws {
        let sandbox = try QSearchSandbox()
        _ = try await sandbox.qsearch("images", Self.hostileQuery)
        let run = try await sandbox.qsearch("history")

        #expect(run.status == 0)
        #expect(run.stdoutLines.count == 1)
        #expect(run.stdout.contains("evil"))
        #expect(!Self.hasControl(run.stdout))
    }
}
