import Foundation
import Testing

@testable import CommandKit

/// A program's global options as one group: the root declares them from the group, and a
/// command reads them with `@OptionGroup(inherited: true)` without making them its own.
@Suite("OptionGroup(inherited:): global options read by every command")
struct InheritedOptionGroupTests {
    /// The global options of the little program below.
    struct GlobalOptions: ParsableArguments {
        @Option("origin", help: "Where to start.") var origin: String?
        @Flag("quiet", help: "Say less.") var quiet: Bool

        func validate() throws {
            if origin == "" { throw ValidationError("--origin needs a place") }
        }
    }

    /// `globals walk [--steps N]`: reports the global options it read.
    struct WalkCommand: Command {
        static let about = CommandAbout(name: "walk", abstract: "Walk.")
        @OptionGroup(inherited: true) var globals: GlobalOptions
        @Option("steps", help: "How many.", default: 1, range: 1...9) var steps: Int

        func run(_ context: Void) async throws -> Report {
            let line = "\(steps) from \(globals.origin ?? "home")\(globals.quiet ? " quietly" : "")"
            return Report(output: ReportOutput(human: TextView([line])))
        }
    }

    static let program = CommandProgram.plain(
        CommandNode(
            CommandSpec(name: "globals", abstract: "Global options.", options: GlobalOptions.declaredOptions),
            children: [CommandNode(WalkCommand.self)]
        )
    )

    static func run(_ arguments: [String]) async -> (status: Int32, stdout: String, stderr: String) {
        await program.runCapturing(arguments)
    }

    @Test("The root declares the group's options, in order")
    func rootDeclares() {
        #expect(GlobalOptions.declaredOptions.map(\.long) == ["origin", "quiet"])
        #expect(Self.program.spec.options.map(\.long) == ["origin", "quiet"])
    }

    @Test("The command's own spec leaves them out: help lists them as inherited")
    func helpInherits() async throws {
        let walk = try #require(Self.program.spec.subcommands.first)
        #expect(walk.options.map(\.long) == ["steps"])
        let help = await Self.run(["walk", "--help"])
        let inherited = try #require(help.stdout.range(of: "INHERITED OPTIONS"))
        let origin = try #require(help.stdout.range(of: "--origin"))
        #expect(origin.lowerBound > inherited.lowerBound, "\(help.stdout)")
    }

    @Test("The command reads them, given before or after the subcommand")
    func filled() async {
        #expect(await Self.run(["walk"]).stdout == "1 from home\n")
        #expect(await Self.run(["--origin", "park", "walk", "--steps", "2"]).stdout == "2 from park\n")
        #expect(await Self.run(["walk", "--quiet", "--origin", "sea"]).stdout == "1 from sea quietly\n")
    }

    @Test("The inherited group still validates: a usage error naming the command's help")
    func validates() async {
        let run = await Self.run(["walk", "--origin="])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("globals: error: --origin needs a place"), "\(run.stderr)")
        #expect(run.stderr.contains("globals walk --help"), "\(run.stderr)")
    }
}
