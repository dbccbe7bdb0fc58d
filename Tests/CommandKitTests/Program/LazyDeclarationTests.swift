import Foundation
import Synchronization
import Testing

@testable import CommandKit

/// A program pays for the declarations it uses: a command's declarations are recorded (its value
/// made) and its discussion built only when that command is parsed or shown, and help and the
/// version are answered at once, before any task runs.
@Suite("Commands are read on first use")
struct LazyDeclarationTests {
    /// How many values of each command were made, by name.
    static let made = Mutex<[String: Int]>([:])

    static func count(_ name: String) -> Int { made.withLock { $0[name] ?? 0 } }

    /// A discussion that counts how often it is built, as `<name> discussion`.
    static func discussion(of name: String) -> String {
        made.withLock { $0["\(name) discussion", default: 0] += 1 }
        return "More about \(name)."
    }

    /// Counts its values as the kit makes them: twice to record its declarations (once for the
    /// statics its properties read, once recorded), and as many times per run to fill.
    final class Counted<Tag: TagName>: Sendable {
        init() { LazyDeclarationTests.made.withLock { $0[Tag.name, default: 0] += 1 } }
    }

    protocol TagName: Sendable { static var name: String { get } }
    enum FirstTag: TagName { static let name = "first" }
    enum SecondTag: TagName { static let name = "second" }

    struct FirstCommand: Command {
        static let about = CommandAbout(
            name: "first",
            abstract: "The first.",
            discussion: LazyDeclarationTests.discussion(of: "first")
        )
        let counted = Counted<FirstTag>()
        @Option("size", help: "How big.", default: 1, range: 1...9) var size: Int

        func run(_ context: Void) async throws -> Report {
            Report(output: ReportOutput(human: TextView(["size \(size)"])))
        }
    }

    struct SecondCommand: Command {
        static let about = CommandAbout(
            name: "second",
            abstract: "The second.",
            discussion: LazyDeclarationTests.discussion(of: "second")
        )
        let counted = Counted<SecondTag>()
        @Flag("loud", help: "Say it loud.") var loud: Bool

        func run(_ context: Void) async throws -> Report {
            Report(output: ReportOutput(human: TextView([loud ? "LOUD" : "quiet"])))
        }
    }

    static func program() -> CommandProgram<Void> {
        CommandProgram<Void>(
            root: CommandNode(
                CommandSpec(name: "lazy", abstract: "Lazy declarations."),
                children: [CommandNode(FirstCommand.self), CommandNode(SecondCommand.self)]
            ),
            version: "1.0",
            color: nil,
            host: ProgramHost(makeContext: { _ in () }, describe: { _ in nil }, json: JSONOutput(timeZone: .gmt))
        )
    }

    static func io(_ stdout: TextBuffer) -> ProgramIO {
        ProgramIO(
            variables: [:],
            stdout: stdout,
            stderr: TextBuffer(),
            terminal: TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
            stderrIsTerminal: false
        )
    }

    // One test, so the counts are not shared with another running at the same time.
    @Test(
        "the version and the root's help read no command and build no discussion; running one reads that one only"
    )
    func readOnFirstUse() async throws {
        let program = Self.program()
        let version = TextBuffer()
        #expect(program.answerAtOnce(["--version"], io: Self.io(version)) == .success)
        #expect(version.text == "lazy 1.0\n")
        let help = TextBuffer()
        #expect(program.answerAtOnce(["--help"], io: Self.io(help)) == .success)
        #expect(help.text.contains("The second."))
        #expect(Self.count("first") == 0 && Self.count("second") == 0)
        #expect(Self.count("first discussion") == 0 && Self.count("second discussion") == 0)
        #expect(program.answerAtOnce(["first", "--size", "3"], io: Self.io(TextBuffer())) == nil)
        let output = TextBuffer()
        #expect(await program.run(["first", "--size", "3"], io: Self.io(output)) == .success)
        #expect(output.text == "size 3\n")
        #expect(Self.count("first") >= 1)
        #expect(Self.count("second") == 0)
        let secondHelp = TextBuffer()
        #expect(program.answerAtOnce(["second", "--help"], io: Self.io(secondHelp)) == .success)
        #expect(secondHelp.text.contains("--loud") && secondHelp.text.contains("More about second."))
        #expect(Self.count("second") == 2)
        #expect(Self.count("second discussion") == 1 && Self.count("first discussion") == 0)
        _ = program.answerAtOnce(["second", "--help"], io: Self.io(TextBuffer()))
        #expect(Self.count("second discussion") == 1, "built once, then kept")
    }
}
