import QuickSearchData
import Testing
@testable import QuickSearchCLI

@Suite("Overlong queries are refused before anything is sent")
struct MediaQueryLengthTests {
    static func run(_ arguments: [String]) async -> (Int32, String) {
        let stderr = TextBuffer()
        let context = CommandContext(
            environment: Environment(["HOME": "/nonexistent-qsearch-test"]), stdout: TextBuffer(), stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80), stderrIsTerminal: false
        )
        return (await QSearchTool.run(arguments, context: context), stderr.text)
    }

    @Test("Past 200 characters: exit 64 saying the limit", arguments: ["images", "videos"])
    func refused(command: String) async {
        let (status, stderr) = await Self.run([command, String(repeating: "가", count: 5000)])
        #expect(status == 64)
        #expect(stderr == "qsearch: error: the search query is 5000 characters long; at most 200 are accepted, so shorten it (see 'qsearch \(command) --help')\n")
    }

    @Test("200 characters are accepted (here the run stops later, for want of keys)")
    func atTheLimit() async {
        let (status, stderr) = await Self.run(["images", String(repeating: "a", count: 200)])
        #expect(status == 78, "\(stderr)")
    }
}
