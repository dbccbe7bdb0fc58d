import Foundation
import Testing

@testable import CommandKit

/// A command reads an option its parent declares (`devevents doctor` reads `devevents --source`)
/// through `@Option(inherited:)`, without declaring it a second time.
@Suite("Inherited options: declared by the parent, read by the child")
struct InheritedOptionTests {
    /// `--source` of the root, with a variable that sets its default.
    static let source = Option<String?>("source", valueName: "url", help: "Where to read.", environment: "FEED_SOURCE")

    /// `feed check`: prints the root's `--source`.
    struct CheckCommand: Command {
        static let about = CommandAbout(name: "check", abstract: "Check the source.")
        @Option(inherited: InheritedOptionTests.source) var source: String?
        @Flag("quick", help: "Check quickly.") var quick: Bool

        func run(_ context: Void) async throws -> Report {
            Report(output: ReportOutput(human: TextView(["source: \(source ?? "none")", "quick: \(quick)"])))
        }
    }

    static let program = CommandProgram.plain(
        CommandNode(
            CommandSpec(name: "feed", abstract: "A feed reader.", options: [source]),
            children: [CommandNode(CheckCommand.self)]
        )
    )

    static func run(_ arguments: [String], variables: [String: String] = [:]) async -> (Int32, String) {
        let run = await program.runCapturing(arguments, variables: variables)
        return (run.status, run.stdout)
    }

    @Test("The value typed before or after the subcommand, else the variable, else none")
    func reads() async {
        #expect(await Self.run(["check", "--source", "a"]) == (0, "source: a\nquick: false\n"))
        #expect(await Self.run(["--source", "b", "check", "--quick"]) == (0, "source: b\nquick: true\n"))
        #expect(await Self.run(["check"], variables: ["FEED_SOURCE": "c"]) == (0, "source: c\nquick: false\n"))
        #expect(await Self.run(["check"]) == (0, "source: none\nquick: false\n"))
    }

    @Test("The child's spec does not declare it: help lists it once, among the inherited options")
    func helpListsItOnce() async throws {
        let spec = CommandDeclarations.spec(of: CheckCommand.self)
        #expect(spec.options.map(\.long) == ["quick"])
        #expect(Self.program.spec.consistencyProblems().isEmpty)
        let help = await Self.run(["check", "--help"]).1
        #expect(help.components(separatedBy: "--source").count == 2, "\(help)")
        let inherited = try #require(help.range(of: "INHERITED OPTIONS"))
        #expect(try #require(help.range(of: "--source")).lowerBound > inherited.lowerBound)
    }
}
