import Testing

@testable import CommandKit

/// An option that takes the rest of the line (`--exec cmd arg…`), as `find -exec` and `fd --exec`
/// do: every word after it is the command's, options and `--help` included, up to a lone `;`.
@Suite("CommandKit: an option taking the rest of the line")
struct CommandLineOptionTests {
    struct Due: Command {
        typealias Context = Void
        static let about = CommandAbout(name: "due", abstract: "Run a command per event.")
        @Flag("json", help: "JSON.") var json: Bool
        @Option(command: "exec", help: "The command to run.", example: "notify.sh") var exec: [String]

        func run(_ context: Void) async throws -> Report { Report() }
    }

    static let spec = CommandDeclarations.spec(of: Due.self)

    @Test(
        "the words after --exec are its own, options and --help too; a lone ';' ends them",
        arguments: [
            (["--exec", "sh", "-c", "echo \"$X\"", "--json"], ["sh", "-c", "echo \"$X\"", "--json"], false),
            (["--json", "--exec", "notify.sh", "--help"], ["notify.sh", "--help"], true),
            (["--exec", "notify.sh", "-v", ";", "--json"], ["notify.sh", "-v"], true),
            (["--exec=notify.sh", "a", "b"], ["notify.sh", "a", "b"], false),
        ]
    )
    func restOfTheLine(arguments: [String], command: [String], json: Bool) throws {
        let parsed = try Due.parse(arguments)
        #expect(parsed.exec == command)
        #expect(parsed.json == json)
    }

    @Test("absent, the command is empty")
    func absent() throws {
        #expect(try Due.parse(["--json"]).exec.isEmpty)
    }

    @Test(
        "--exec needs a command, and takes one",
        arguments: [
            (["--exec"], "option '--exec' needs a value, e.g. --exec notify.sh"),
            (["--exec", ";", "--json"], "option '--exec' needs a value, e.g. --exec notify.sh"),
            (
                ["--exec", "a", ";", "--exec", "b"],
                "option '--exec' takes one command, given once; to run several, put them in a script"
            ),
        ]
    )
    func mistakes(arguments: [String], reason: String) {
        #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments, spec: Self.spec) }
        do {
            _ = try ArgumentParser.parse(arguments, spec: Self.spec)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test("help shows the option with its words and says it takes the rest of the line")
    func help() {
        let text = HelpFormatter(width: 200).render(HelpRequest(commandPath: ["due"], spec: Self.spec))
        #expect(text.contains("--exec <command>..."))
        #expect(text.contains("Takes every word after it, options too, up to a lone ';' or the end."))
    }
}
