import CommandKit
import Foundation

/// `qsreliability`: the fault matrix (each command × each upstream it uses × each fault) and a
/// soak of mixed invocations with random faults, against mock servers on 127.0.0.1 only. Its
/// options are declared once, on CommandKit like the tools'.
struct ReliabilityCommand: Command {
    static let about = CommandAbout(
        name: "qsreliability",
        abstract: "Runs the fault matrix and a soak of the built tools against mock servers on 127.0.0.1 only.",
        discussion:
            "Ends with `qsreliability: P passed, F failed, S skipped`; exits 1 when anything failed.",
        examples: ["qsreliability --bin .build/release --stage matrix --filter videos"]
    )

    @Option("bin", valueName: "dir", help: "Where qsearch and devevents are.", default: ".build/release")
    var binDirectory: String
    @Option("fixtures", valueName: "dir", help: "Pages served under /pages/.", default: "Fixtures/dev-event")
    var fixturesDirectory: String
    @Option("work", valueName: "dir", help: "Scratch folder (default: a new temporary folder, removed after).")
    var workDirectory: String?
    @Option("jobs", valueName: "n", help: "Cells or invocations run at once.", default: 3, range: 1...32)
    var workers: Int
    @Option("stage", valueName: "stage", help: "Which stages run.", default: .all)
    var stage: Stage
    @Option("soak-runs", valueName: "n", help: "Soak invocations.", default: 300, range: 0...1_000_000)
    var soakRuns: Int
    @Option(
        "fault-rate",
        valueName: "r",
        help: "Share of soak requests given a random transient fault.",
        default: 0.1,
        range: 0...1
    )
    var faultRate: Double
    @Option("seed", valueName: "n", help: "Seed of the soak's plan and faults.", default: 1, range: 0...Int.max)
    var seed: Int
    @Option(
        "filter",
        valueName: "text",
        help: "Only matrix cells whose label contains TEXT (e.g. \"videos\", \"gzip\")."
    )
    var filter: String?
    @Flag("keep", help: "Keep each cell's folder (XDG folders, stdout, stderr).")
    var keepsDirectories: Bool

    /// The stages `--stage` chooses.
    enum Stage: String, Sendable, CaseIterable {
        case matrix, soak, all
    }

    var runsMatrix: Bool { stage != .soak }
    var runsSoak: Bool { stage != .matrix }

    func run(_ context: Void) async throws -> Report {
        let (passed, failed, skipped) = try ReliabilityRun(options: self).run()
        return Report(
            output: ReportOutput(
                human: TextView(["qsreliability: \(passed) passed, \(failed) failed, \(skipped) skipped"])
            ),
            status: failed == 0 ? .success : .failure
        )
    }
}
