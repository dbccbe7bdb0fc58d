import Testing

@testable import CommandKit

@Suite("Progress line on standard error")
struct ProgressLineTests {
    static func diagnostics(term: String?, stderrIsTerminal: Bool, stderr: TextBuffer) -> Diagnostics {
        Diagnostics(
            program: "tool",
            io: ProgramIO(
                variables: term.map { ["TERM": $0] } ?? [:],
                stdout: TextBuffer(),
                stderr: stderr,
                terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80),
                stderrIsTerminal: stderrIsTerminal
            )
        )
    }

    @Test("A terminal that understands cursor controls gets the erasable line")
    func terminal() {
        let stderr = TextBuffer()
        let diagnostics = Self.diagnostics(term: "xterm-256color", stderrIsTerminal: true, stderr: stderr)
        diagnostics.progress("searching…")
        diagnostics.clearProgress()
        diagnostics.clearProgress()
        #expect(stderr.text == "\r\u{1B}[2Ksearching…\r\u{1B}[2K")
    }

    @Test("TERM=dumb or a pipe get no escape codes at all", arguments: [("dumb", true), ("xterm", false)])
    func noEscapes(term: String, stderrIsTerminal: Bool) {
        let stderr = TextBuffer()
        let diagnostics = Self.diagnostics(term: term, stderrIsTerminal: stderrIsTerminal, stderr: stderr)
        diagnostics.progress("searching…")
        diagnostics.clearProgress()
        diagnostics.warning("late")
        #expect(stderr.text == "tool: warning: late\n")
    }
}
