import Foundation
import Testing

@testable import CommandKit

/// How the printer writes a view for people: remarks on standard error whatever the terminal,
/// before the notes; nothing of the view in the JSON forms; verbatim text byte for byte.
@Suite("HumanText: remarks, notes and verbatim text")
struct HumanTextPrintingTests {
    /// A view with a row, a note under it and a remark about it.
    struct RemarkedView: HumanView {
        func render(for terminal: TerminalCapabilities) -> HumanText {
            HumanText(lines: ["row"], notes: ["credit"], remarks: ["1 of 2 shown"])
        }
    }

    /// `remarks [--calendar]`: the remarked view, or a CRLF calendar verbatim.
    struct RemarksCommand: Command {
        static let about = CommandAbout(name: "remarks", abstract: "Remarks.", records: .of(SampleRecord.self))
        @Flag("calendar", help: "A calendar instead.") var calendar: Bool

        func run(_ context: Void) async throws -> Report {
            let human: any HumanView =
                calendar ? TextView(verbatim: HumanTextPrintingTests.calendar) : RemarkedView()
            let record = SampleRecord(name: "row", size: 1)
            return Report(
                output: ReportOutput(document: SampleDocument(items: [record]), records: [record], human: human)
            )
        }
    }

    static let calendar = "BEGIN:VCALENDAR\r\nSUMMARY:a\\nb\r\n folded\r\nEND:VCALENDAR\r\n"

    static func run(_ arguments: [String], tty: Bool) async -> (stdout: String, stderr: String) {
        let program = CommandProgram<Void>(
            root: CommandNode(
                group: CommandAbout(name: "printing", abstract: "Printing."),
                children: [CommandNode(RemarksCommand.self)]
            ),
            version: "1.0",
            color: nil,
            host: ProgramHost(makeContext: { _ in () }, describe: { _ in nil }, json: JSONOutput(timeZone: .gmt))
        )
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: stdout,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: tty, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        _ = await program.run(["remarks"] + arguments, io: io)
        return (stdout.text, stderr.text)
    }

    @Test("Piped: the remarks, then the notes, on standard error")
    func piped() async {
        let run = await Self.run([], tty: false)
        #expect(run.stdout == "row\n")
        #expect(run.stderr == "1 of 2 shown\ncredit\n")
    }

    @Test("On a terminal: the notes under the rows, the remarks still on standard error")
    func terminal() async {
        let run = await Self.run([], tty: true)
        #expect(run.stdout == "row\ncredit\n")
        #expect(run.stderr == "1 of 2 shown\n")
    }

    @Test("The JSON forms print no remark")
    func json() async {
        #expect(await Self.run(["--json"], tty: false).stderr.isEmpty)
        #expect(await Self.run(["--jsonl"], tty: true).stderr.isEmpty)
    }

    @Test("Verbatim text with CRLF line ends is printed byte for byte")
    func verbatimCRLF() async {
        #expect(await Self.run(["--calendar"], tty: false).stdout == Self.calendar)
        #expect(TextView(verbatim: "a\r\nb\n\nc").text.lines == ["a\r", "b", "", "c"])
    }
}
