import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

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

    /// `devevents list` with standard output not a terminal, the terminal described from `environment`.
    static func piped(
        _ arguments: [String],
        environment: [String: String]
    ) async throws -> DevEventsTerminalOutputTests.Output {
        let home = try Tool.Home()
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: home.variables.merging(["DEVEVENTS_SOURCE": Tool.mainSource]) { $1 },
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities.detect(isTTY: false, environment: environment),
            stderrIsTerminal: false
        )
        let status = await DevEventsTool.run(arguments, io: context)
        return .init(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Whether `text` is the aligned table (a header row, no tabs) rather than plain rows.
    static func isTable(_ text: String) -> Bool {
        text.components(separatedBy: "\n").contains { $0.contains("ID") && $0.contains("TITLE") }
            && !text.contains("\t")
    }

    @Test("Piped, forced colour renders the coloured table (like ls --color=always | less -R)")
    func forcedWhenPiped() async throws {
        for (arguments, environment) in [
            (["list", "--color", "always"], [String: String]()),
            (["list"], ["FORCE_COLOR": "1"]),
            (["list"], ["CLICOLOR_FORCE": "1"]),
        ] {
            let output = try await Self.piped(arguments, environment: environment)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("\u{1B}["), "\(arguments) \(environment)")
            #expect(Self.isTable(output.stdout), "\(arguments) \(environment): \(output.stdout)")
        }
    }

    @Test("Piped without forced colour, or with NO_COLOR or --color never winning: plain rows, no escapes")
    func plainWhenPiped() async throws {
        for (arguments, environment) in [
            (["list"], [String: String]()),
            (["list"], ["FORCE_COLOR": "1", "NO_COLOR": "1"]),
            (["list"], ["CLICOLOR_FORCE": "0"]),
            (["list", "--color", "never"], ["FORCE_COLOR": "1", "CLICOLOR_FORCE": "1"]),
        ] {
            let output = try await Self.piped(arguments, environment: environment)
            #expect(output.status == 0, "\(output.stderr)")
            #expect(!output.stdout.contains("\u{1B}"), "\(arguments) \(environment)")
            #expect(output.stdout.contains("\t"), "\(arguments) \(environment)")
            #expect(!Self.isTable(output.stdout))
        }
    }

    @Test("qsearch's table too: forced colour on a pipe gives the table, else plain rows")
    func mediaTablePiped() {
        let items = TableWidthTests.mediaItems
        let forced = MediaTable(
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: true, width: 120),
            now: TableWidthTests.now,
            kind: .image
        )
        .render(items, from: 1)
        #expect(
            TableWidthTests.headers(
                forced.map {
                    $0.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                }
            ).first == "#"
        )
        #expect(forced.joined().contains("\u{1B}["))
        #expect(!forced.joined().contains("\t"))
        let plain = MediaTable(
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 120),
            now: TableWidthTests.now,
            kind: .image
        )
        .render(items, from: 1)
        #expect(plain.count == items.count)
        #expect(plain.allSatisfy { $0.contains("\t") && !$0.contains("\u{1B}") })
    }

    @Test("qsearch accepts --color too, and refuses other values", arguments: ["qsearch", "devevents"])
    func badValue(tool: String) async {
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: [:],
            stdout: TextBuffer(),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let arguments = tool == "qsearch" ? ["history", "--color", "sometimes"] : ["list", "--color", "sometimes"]
        let status =
            tool == "qsearch"
            ? await QSearchTool.run(arguments, io: context) : await DevEventsTool.run(arguments, io: context)
        #expect(status == 64)
        #expect(stderr.text.contains("'--color' must be one of: auto, always, never"))
    }

    @Test("The choice switches colour and nothing else")
    func applied() {
        let terminal = TerminalCapabilities(isTTY: true, colorEnabled: true, width: 99)
        #expect(
            ColorChoice.never.applied(to: terminal) == TerminalCapabilities(isTTY: true, colorEnabled: false, width: 99)
        )
        #expect(ColorChoice.auto.applied(to: terminal) == terminal)
        #expect(
            ColorChoice.always.applied(to: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 99))
                .colorEnabled
        )
    }
}
