import Synchronization
import Testing

@testable import CommandKit

@Suite("Progress line on standard error")
struct ProgressLineTests {
    static func diagnostics(
        term: String?,
        stderrIsTerminal: Bool,
        stderr: TextBuffer,
        interrupts: PressableInterrupts = PressableInterrupts()
    ) -> Diagnostics {
        Diagnostics(
            program: "tool",
            io: ProgramIO(
                variables: term.map { ["TERM": $0] } ?? [:],
                stdout: TextBuffer(),
                stderr: stderr,
                terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80),
                stderrIsTerminal: stderrIsTerminal,
                interrupts: interrupts
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

    static let erase = "\r\u{1B}[2K"

    @Test("Ctrl-C while the line is drawn erases it, then ends the run as Ctrl-C does; Ctrl-C is caught only meanwhile")
    func interruptErasesTheLine() {
        let stderr = TextBuffer()
        let interrupts = PressableInterrupts()
        let diagnostics = Self.diagnostics(
            term: "xterm",
            stderrIsTerminal: true,
            stderr: stderr,
            interrupts: interrupts
        )
        #expect(!interrupts.isCaught)
        diagnostics.progress("searching naver-image, kakao-image…")
        diagnostics.progress("searching naver-image…")
        #expect(interrupts.isCaught && interrupts.catches == 1)
        interrupts.press()
        #expect(
            stderr.text == Self.erase + "searching naver-image, kakao-image…" + Self.erase + "searching naver-image…"
                + Self.erase
        )
        #expect(interrupts.ends == 1 && !interrupts.isCaught)

        diagnostics.progress("again")
        diagnostics.clearProgress()
        #expect(!interrupts.isCaught)
    }

    @Test("A command that catches Ctrl-C gets it, after the line is erased; the run goes on")
    func commandCatchesInterrupt() {
        let stderr = TextBuffer()
        let interrupts = PressableInterrupts()
        let diagnostics = Self.diagnostics(
            term: "xterm",
            stderrIsTerminal: true,
            stderr: stderr,
            interrupts: interrupts
        )
        let presses = Mutex(0)
        let release = diagnostics.catchInterrupts { presses.withLock { $0 += 1 } }
        diagnostics.progress("3/50 files")
        interrupts.press()
        #expect(presses.withLock { $0 } == 1 && interrupts.ends == 0)
        #expect(stderr.text == Self.erase + "3/50 files" + Self.erase)
        // Still the command's until it gives it back, with or without a progress line.
        interrupts.press()
        #expect(presses.withLock { $0 } == 2 && interrupts.isCaught)
        release()
        #expect(!interrupts.isCaught && interrupts.catches == 1)
    }

    /// The time limit only guards against a hang (work that Ctrl-C failed to cancel sleeps for an
    /// hour); nothing here is timed.
    @Test(
        "runUntilInterrupted: Ctrl-C cancels the work, which returns what it has; no escape codes on a pipe",
        .timeLimit(.minutes(5))
    )
    func runUntilInterrupted() async {
        let stderr = TextBuffer()
        let interrupts = PressableInterrupts()
        let diagnostics = Self.diagnostics(
            term: "xterm",
            stderrIsTerminal: false,
            stderr: stderr,
            interrupts: interrupts
        )
        let outcome = Task {
            await diagnostics.runUntilInterrupted {
                let waited: Void? = try? await Task.sleep(for: .seconds(3600))
                return waited == nil ? "cancelled" : "finished"
            }
        }
        for await _ in interrupts.caught {
            break
        }
        interrupts.press()
        #expect(await outcome.value == "cancelled")
        #expect(!interrupts.isCaught && interrupts.ends == 0 && stderr.text.isEmpty)
    }
}
