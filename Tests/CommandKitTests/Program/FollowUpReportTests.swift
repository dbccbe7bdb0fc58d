import Foundation
import Synchronization
import Testing

@testable import CommandKit

#if canImport(Glibc)
import Glibc
#endif

/// Reports that follow one another (`--watch`): appended when piped, drawn as screens on a
/// terminal when the first one asks for it, and no more asked for once output failed.
@Suite("CommandProgram: follow-up reports")
struct FollowUpReportTests {
    typealias S = SampleProgram
    static let terminal = TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80)

    @Test("Piped, a blank line sets a report's lines apart only from lines printed before")
    func separatedOnlyBetweenLines() async {
        let firstEmpty = await S.run(["watch", "--rounds", "3", "--empty", "1"])
        #expect(firstEmpty.stdout == "round 2\n\nround 3\n")
        let middleEmpty = await S.run(["watch", "--rounds", "3", "--empty", "2"])
        #expect(middleEmpty.stdout == "round 1\n\nround 3\n")
    }

    @Test("On a terminal, screens: the cursor hidden, each report with its failures, notes and status, then shown")
    func screens() async {
        let run = await S.run(["watch", "--screen", "--fail", "2"], terminal: Self.terminal)
        #expect(run.status == 2, "round 2 failed for two places and printed lines")
        let clear = "\u{1B}[H\u{1B}[2J"
        #expect(
            run.stdout == "\u{1B}[?25l" + clear + "round 1\nstatus 1\n" + clear
                + "round 2\nsample: error: 2 places (a, b): no such name\noutput note\nview note\nreport note\nstatus 2\n"
                + "\u{1B}[?25h\n"
        )
        #expect(run.stderr == "")
        let coloured = await S.run(
            ["watch", "--screen", "--rounds", "1"],
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: true, width: 80)
        )
        #expect(coloured.stdout.contains(ANSIStyle.dim.apply(to: "status 1", enabled: true) + "\n"))
    }

    @Test("Piped, screens are appended as any report: failures and notes on standard error, no status")
    func screensPiped() async {
        let run = await S.run(["watch", "--screen", "--fail", "2"])
        #expect(run.status == 2)
        #expect(run.stdout == "round 1\n\nround 2\n")
        #expect(run.stderr == "sample: error: 2 places (a, b): no such name\noutput note\nview note\nreport note\n")
    }

    @Test("A last report with nothing to show draws nothing, and its status is the run's")
    func endingReport() async {
        let run = await S.run(["watch", "--screen", "--rounds", "1", "--fail", "1", "--end"], terminal: Self.terminal)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("status 1\n\u{1B}[?25h\n"))
        #expect(run.stdout.components(separatedBy: "\u{1B}[H\u{1B}[2J").count == 2)
    }

    @Test(
        "Once standard output failed no follow-up is asked for: quietly for a broken pipe, else one error line, exit 74",
        arguments: [(EPIPE, Int32(0), ""), (ENOSPC, 74, "sample: error: cannot write to standard output: ")]
    )
    func stopsAfterWriteFailure(code: Int32, status: Int32, error: String) async {
        let rounds = Counter()
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: FailingAfterFirstWrite(code: code),
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let exit = await S.make(rounds: rounds).run(["watch", "--rounds", "5"], io: io)
        #expect(exit.rawValue == status)
        #expect(rounds.value == 2, "the first report, and the one printed when the write failed")
        #expect(stderr.text.hasPrefix(error))
        #expect(stderr.text.split(separator: "\n").count == (error.isEmpty ? 0 : 1))
    }

    @Test("The progress line is erased before the report is printed")
    func progressErasedBeforeOutput() async {
        let both = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: both,
            stderr: both,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: true,
            interrupts: PressableInterrupts()
        )
        let exit = await S.make().run(["watch", "--rounds", "1", "--progress"], io: io)
        #expect(exit == .success)
        #expect(both.text == "\r\u{1B}[2Kworking…\r\u{1B}[2Kround 1\n")
    }
}

/// Standard output whose reader goes away after the first write: later writes fail with `code`.
final class FailingAfterFirstWrite: TextSink {
    let code: Int32
    private let writes = Mutex(0)

    init(code: Int32) {
        self.code = code
    }

    func write(_ text: String) {
        writes.withLock { $0 += 1 }
    }

    var writeFailure: WriteFailure? {
        writes.withLock { $0 } > 1 ? WriteFailure(code: code) : nil
    }
}
