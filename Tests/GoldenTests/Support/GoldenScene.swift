import TestSupport
import Testing

/// Golden cases that share one world: it is set up once, then the cases run in their order, so
/// a later one may read what an earlier one cached (a cached answer prints as a fetched one
/// does). Scenes run in parallel, each in a world of its own.
struct GoldenScene: Sendable, CustomTestStringConvertible {
    /// A command run to set the world up; its output is not kept, it must succeed.
    struct Step: Sendable {
        var arguments: [String]
        /// `QSEARCH_NOW` for this step (a search recorded in the history at that time).
        var now: String?

        init(_ arguments: String..., at now: String? = nil) {
            self.arguments = arguments
            self.now = now
        }
    }

    var name: String
    /// The program the setup steps run.
    var tool: GoldenTool
    var setup: [Step] = []
    var cases: [GoldenCase]

    var testDescription: String { name }

    /// Sets up a fresh world, runs every case in it and compares what each printed with its
    /// golden file; every case must succeed. The runs prefer the tests' own thread
    /// (`TestThreadExecutor`).
    func check() async throws {
        try await withTaskExecutorPreference(TestThreadExecutor.shared) {
            let world = try GoldenWorld()
            for step in setup {
                let output = await world.run(tool, step.arguments, now: step.now)
                try #require(
                    output.status == 0,
                    "setting up \(name): \(step.arguments.joined(separator: " ")) failed: \(output.stderr)"
                )
            }
            for golden in cases {
                let output = await world.run(
                    golden.tool,
                    golden.arguments,
                    columns: golden.columns,
                    colour: golden.colour
                )
                #expect(output.status == 0, "\(golden.commandLine): exit \(output.status); \(output.stderr)")
                try GoldenFiles.check(output.transcript, name: golden.file, producedBy: golden.commandLine)
            }
        }
    }
}
