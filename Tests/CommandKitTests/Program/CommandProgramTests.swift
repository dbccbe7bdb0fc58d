import Foundation
import Testing

@testable import CommandKit

/// The kit runs a program that knows nothing of QuickSearch: declarations written once, reports
/// printed in every form, failures grouped, one exit status.
@Suite("CommandProgram: declared once, reported once")
struct CommandProgramTests {
    typealias S = SampleProgram

    @Test("A property declares the option: help shows it, the value reads typed, the variable sets its default")
    func declaredOnce() async {
        let help = await S.run(["list", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--limit"))
        #expect(help.stdout.contains("SAMPLE_LIMIT"))
        #expect(help.stdout.contains("--near"), "an option group's options are the command's")
        #expect(help.stdout.contains("--json") && help.stdout.contains("--fields"), "records bring the JSON options")
        let limited = await S.run(["list", "a", "b", "c", "d", "-n", "2"])
        #expect(limited.stdout == "hi a\t1\nhi b\t1\n")
        let fromVariable = await S.run(["list", "a", "b", "c"], variables: ["SAMPLE_LIMIT": "1"])
        #expect(fromVariable.stdout == "hi a\t1\n")
        let bad = await S.run(["list", "-n", "x"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("sample: error: --limit must be a whole number from 1 to 10"))
    }

    @Test("The settings file is read once, and only for a variable the environment lacks")
    func settingsReadOnce() async {
        let reads = Counter()
        let program = S.make(settings: ["SAMPLE_LIMIT": "1"], reads: reads)
        let run = await S.run(["list", "a", "b"], program: program)
        #expect(run.stdout == "hi a\t1\n")
        #expect(reads.value == 1)
        let environmentWins = await S.run(["list", "a", "b"], variables: ["SAMPLE_LIMIT": "2"], program: program)
        #expect(environmentWins.stdout == "hi a\t1\nhi b\t1\n")
        #expect(reads.value == 1, "the environment answered, the file was not read")
    }

    @Test("One report, every form: rows, one document, JSON Lines, --fields")
    func forms() async {
        let rows = await S.run(["list", "ab"])
        #expect(rows.stdout == "hi ab\t2\n")
        #expect(rows.stderr == "1 items\n", "piped, a view's notes go to standard error")
        let table = await S.run(
            ["list", "ab"],
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80)
        )
        #expect(table.stdout == "hi ab\t2\n1 items\n", "on a terminal they follow the rows")
        #expect(table.stderr.isEmpty)
        let document = await S.run(["list", "ab", "--json"])
        #expect(
            document.stdout
                == "{\n  \"items\" : [\n    {\n      \"name\" : \"hi ab\",\n      \"size\" : 2\n    }\n  ]\n}\n"
        )
        let lines = await S.run(["list", "ab", "c", "--jsonl"])
        #expect(lines.stdout == "{\"name\":\"hi ab\",\"size\":2}\n{\"name\":\"hi c\",\"size\":1}\n")
        let fields = await S.run(["list", "ab", "--jsonl", "--fields", "size"])
        #expect(fields.stdout == "{\"size\":2}\n")
        let listing = await S.run(["list", "--fields"])
        #expect(listing.stdout == "name\nsize\n")
        let unknown = await S.run(["list", "--fields", "colour"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown field 'colour' for --fields; available: name, size"))
    }

    @Test("The same failure for several subjects is one line naming them; with results the status is partial")
    func groupedFailures() async {
        let partial = await S.run(["list", "a", "b", "c", "d", "-n", "4", "--fail", "b", "--fail", "c", "--fail", "d"])
        #expect(partial.status == 2)
        #expect(partial.stdout == "hi a\t1\n")
        #expect(partial.stderr.hasPrefix("sample: error: 3 places (b, c, d): no such name\n"))
        let none = await S.run(["list", "b", "--fail", "b"])
        #expect(none.status == 69, "nothing delivered: the failure's own status")
        #expect(none.stderr.hasPrefix("sample: error: b: no such name\n"))
        #expect(
            Diagnostics.naming((1...8).map { FailureSubject("p\($0)", kind: .place) })
                == "8 places (p1, p2, p3, p4, p5 and 3 more)"
        )
    }

    @Test("A warning raised twice is written once")
    func warningOnce() async {
        let run = await S.run(["list", "a", "--warn"])
        #expect(run.stderr.components(separatedBy: "sample: warning: be careful\n").count == 2)
    }

    @Test("A validation error names the command's help, exit 64; an option group validates too")
    func validation() async {
        let run = await S.run(["list", "bad"])
        #expect(run.status == 64)
        #expect(run.stderr == "sample: error: 'bad' is not a name; choose another (see 'sample list --help')\n")
        let group = await S.run(["list", "--near", ""])
        #expect(group.status == 64)
        #expect(group.stderr.contains("--near needs a place"))
    }

    @Test("help COMMAND is COMMAND --help; an unknown one gets a suggestion")
    func helpCommand() async {
        let viaHelp = await S.run(["help", "list"])
        let viaFlag = await S.run(["list", "--help"])
        #expect(viaHelp.status == 0)
        #expect(viaHelp.stdout == viaFlag.stdout)
        let nested = await S.run(["help", "things", "rm"])
        #expect(nested.stdout == (await S.run(["things", "rm", "--help"])).stdout)
        #expect(nested.stdout.contains("\nUSAGE\n  sample things rm (remove) [options] <name>\n"))
        #expect((await S.run(["help", "things", "remove"])).stdout == nested.stdout, "help ALIAS is help NAME")
        #expect((await S.run(["things", "remove", "--help"])).stdout == nested.stdout)
        let unknown = await S.run(["help", "lst"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("did you mean 'list'?"))
    }

    @Test(
        "Every group answers to the aliases table; unknown subcommands get a suggestion",
        arguments: ["rm", "remove"]
    )
    func aliases(word: String) async {
        let run = await S.run(["things", word, "x"])
        #expect(run.status == 0)
        #expect(run.stderr == "removed x\n")
    }

    @Test(
        "Did you mean: by edit distance, or by the letters in order",
        arguments: [("imgs", "images"), ("lsit", "list"), ("wtch", "watch")]
    )
    func suggestions(typed: String, meant: String) async {
        let run = await S.run([typed])
        #expect(run.status == 64)
        #expect(run.stderr.contains("did you mean '\(meant)'?"), "\(run.stderr)")
    }

    @Test("A progress line is erased before the error line, on every exit path")
    func progressErased() async {
        let run = await S.run(["list", "--progress"], stderrIsTerminal: true)
        #expect(run.status == 75)
        #expect(run.stderr == "\r\u{1B}[2Kworking…\r\u{1B}[2Ksample: error: stopped while working\n")
    }

    @Test("A report's follow-ups are printed after it, apart; the last one's status is the run's")
    func followUps() async {
        let piped = await S.run(["watch", "--rounds", "3"])
        #expect(piped.status == 0)
        #expect(piped.stdout == "round 1\n\nround 2\n\nround 3\n")
        let terminal = await S.run(
            ["watch"],
            terminal: TerminalCapabilities(isTTY: true, colorEnabled: false, width: 80)
        )
        #expect(terminal.stdout == "round 1\n\u{1B}[H\u{1B}[2Jround 2\n")
    }

    @Test(
        "A report's after-delivery work runs once its output was written, with its warnings; not after a failed write",
        arguments: [(nil, 0, true), (ENOSPC, 74, false), (EPIPE, 0, true)] as [(Int32?, Int32, Bool)]
    )
    func afterDelivery(failure: Int32?, status: Int32, kept: Bool) async {
        let log = EventLog(failing: failure.map(WriteFailure.init(code:)))
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: [:],
            stdout: log,
            stderr: stderr,
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
        let code = await S.make(events: log).run(["save", "a"], io: io)
        #expect(code.rawValue == status)
        #expect(log.entries == (kept ? ["wrote a\n", "kept a"] : ["wrote a\n"]), "the work runs after the output")
        if kept {
            #expect(stderr.text == "sample: warning: kept a after the output\n")
        } else {
            #expect(stderr.text.hasPrefix("sample: error: cannot write to standard output: "))
            #expect(!stderr.text.contains("kept"))
        }
    }

    @Test("A failure of the whole command beside results: the results print, the status is the failure's")
    func commandFailure() async {
        let run = await S.run(["save", "a", "--copy-fails"])
        #expect(run.status == 74, "not 2: the command failed, not one of its results")
        #expect(run.stdout == "a\n")
        #expect(run.stderr.hasPrefix("sample: error: could not write the copy\n"))
        let partial = await S.run(["list", "a", "b", "-n", "2", "--fail", "b"])
        #expect(partial.status == 2, "a failure of one result leaves the others: partial")
    }

    @Test("The kit's completion command prints the script of the whole tree")
    func completion() async {
        let run = await S.run(["completion", "bash"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("things"))
        #expect(run.stdout.hasSuffix("\n"))
        let wrong = await S.run(["completion", "tcsh"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("(see 'sample completion --help')"))
    }
}
