import QuickSearchData
import Testing
@testable import QuickSearchCLI

@Suite("--color auto|always|never")
struct ColorOptionTests {
    typealias Tool = DevEventsTerminalOutputTests

    @Test("--color always colours a table the environment left plain; never removes colour")
    func flagWinsOverDetection() async throws {
        let home = try Tool.Home()
        let always = await Tool.run(["list", "--color", "always"], source: Tool.mainSource, home: home, color: false)
        #expect(always.status == 0, "\(always.stderr)")
        #expect(always.stdout.contains("\u{1B}["))
        let never = await Tool.run(["list", "--color=never"], source: Tool.mainSource, home: home, color: true)
        #expect(never.status == 0, "\(never.stderr)")
        #expect(!never.stdout.contains("\u{1B}"))
        let auto = await Tool.run(["--color", "auto", "list"], source: Tool.mainSource, home: home, color: true)
        #expect(auto.stdout.contains("\u{1B}["))
    }

    @Test("qsearch accepts --color too, and refuses other values", arguments: ["qsearch", "devevents"])
    func badValue(tool: String) async {
        let stderr = TextBuffer()
        let context = CommandContext(
            environment: .init([:]), stdout: TextBuffer(), stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80), stderrIsTerminal: false
        )
        let arguments = tool == "qsearch" ? ["history", "--color", "sometimes"] : ["list", "--color", "sometimes"]
        let status = tool == "qsearch" ? await QSearchTool.run(arguments, context: context) : await DevEventsTool.run(arguments, context: context)
        #expect(status == 64)
        #expect(stderr.text.contains("'--color' must be one of: auto, always, never"))
    }

    @Test("The choice switches colour and nothing else")
    func applied() {
        let terminal = TerminalCapabilities(isTTY: true, colorEnabled: true, width: 99)
        #expect(ColorChoice.never.applied(to: terminal) == TerminalCapabilities(isTTY: true, colorEnabled: false, width: 99))
        #expect(ColorChoice.auto.applied(to: terminal) == terminal)
        #expect(ColorChoice.always.applied(to: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 99)).colorEnabled)
    }
}
