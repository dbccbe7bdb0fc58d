import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("Options declared as conflicting are refused together")
struct ConflictingOptionsTests {
    static let spec = CommandSpec(
        name: "tool",
        abstract: "A sample.",
        options: [
            .flag("clear", help: "Clear.").conflicting(with: "limit", "json"),
            .value("limit", help: "How many."),
            .flag("json", help: "JSON."),
        ]
    )

    @Test(
        "Either order is a usage error naming both options",
        arguments: [
            (["--clear", "--limit", "5"], "limit"), (["--limit=5", "--clear"], "limit"),
            (["--json", "--clear"], "json"),
        ]
    )
    func refused(argv: [String], other: String) {
        do {
            let outcome = try ArgumentParser.parse(argv, spec: Self.spec)
            Issue.record("accepted: \(outcome)")
        } catch {
            #expect(
                error.message
                    == "option '--clear' cannot be combined with '--\(other)'; use one or the other (see 'tool --help')"
            )
        }
    }

    @Test("Each alone, and --help with both, are fine")
    func accepted() throws {
        _ = try ArgumentParser.parse(["--clear"], spec: Self.spec)
        _ = try ArgumentParser.parse(["--limit", "5", "--json"], spec: Self.spec)
        guard case .help = try ArgumentParser.parse(["--clear", "--json", "--help"], spec: Self.spec) else {
            Issue.record("expected help")
            return
        }
    }

    @Test(
        "qsearch history --clear refuses --limit, --json and --jsonl (exit 64)",
        arguments: ["--limit=5", "--json", "--jsonl"]
    )
    func history(other: String) async {
        let stderr = TextBuffer()
        let context = ProgramIO(
            variables: [:],
            stdout: TextBuffer(),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let status = await QSearchTool.run(["history", "--clear", other], io: context)
        #expect(status == 64)
        #expect(stderr.text.hasPrefix("qsearch: error: option '--clear' cannot be combined with '--"))
    }
}
