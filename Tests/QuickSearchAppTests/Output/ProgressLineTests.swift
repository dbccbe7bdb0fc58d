import QuickSearchData
import Testing

@testable import CommandKit
@testable import QuickSearchApp

@Suite("Progress line on standard error")
struct ProgressLineTests {
    static func context(term: String?, stderrIsTerminal: Bool, stderr: TextBuffer) -> CommandContext {
        CommandContext(
            environment: Environment(term.map { ["TERM": $0] } ?? [:]),
            stdout: TextBuffer(),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80),
            stderrIsTerminal: stderrIsTerminal
        )
    }

    @Test("A terminal that understands cursor controls gets the erasable line")
    func terminal() {
        let stderr = TextBuffer()
        let progress = ProgressLine(
            context: Self.context(term: "xterm-256color", stderrIsTerminal: true, stderr: stderr),
            wanted: true
        )
        progress.show("searching…")
        progress.clear()
        #expect(stderr.text == "\r\u{1B}[2Ksearching…\r\u{1B}[2K")
    }

    @Test(
        "TERM=dumb, a pipe, or machine output get no escape codes at all",
        arguments: [
            ("dumb", true, true), ("xterm", false, true), ("xterm", true, false),
        ] as [(String, Bool, Bool)]
    )
    func noEscapes(term: String, stderrIsTerminal: Bool, wanted: Bool) {
        let stderr = TextBuffer()
        let progress = ProgressLine(
            context: Self.context(term: term, stderrIsTerminal: stderrIsTerminal, stderr: stderr),
            wanted: wanted
        )
        progress.show("searching…")
        progress.clear()
        #expect(stderr.text == "")
    }
}
