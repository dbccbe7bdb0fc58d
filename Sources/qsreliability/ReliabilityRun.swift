import CommandKit
import Foundation
import MockAPI

/// One `qsreliability` run: the scratch folder, the pre-flight checks, the chosen stages. Each
/// stage prints a line per cell or failure as it goes (a long run should show progress).
struct ReliabilityRun {
    let options: ReliabilityCommand

    /// Runs the stages and counts what passed, failed and was skipped.
    ///
    /// - Throws: `CLIError` when the scratch folder cannot be made (exit 74) or a tool is not
    ///   built (exit 66).
    func run() throws -> (passed: Int, failed: Int, skipped: Int) {
        let fileManager = FileManager.default
        let absolute = { (path: String) in path.hasPrefix("/") ? path : fileManager.currentDirectoryPath + "/" + path }
        let ownsWorkDirectory = options.workDirectory == nil
        let workDirectory = absolute(options.workDirectory ?? NSTemporaryDirectory() + "qsreliability-\(getpid())")
        do {
            try fileManager.createDirectory(
                atPath: workDirectory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw CLIError("cannot create \(workDirectory): \(error)", exitCode: .storage)
        }
        for tool in ["qsearch", "devevents"]
        where !fileManager.isExecutableFile(atPath: absolute(options.binDirectory) + "/" + tool) {
            throw CLIError(
                "no \(tool) in \(options.binDirectory): build first (make build)",
                exitCode: ExitCode(rawValue: 66)
            )
        }

        var generator = SplitMix64(seed: UInt64(Date().timeIntervalSince1970 * 1000) ^ UInt64(getpid()))
        var context = MatrixContext(
            binDirectory: absolute(options.binDirectory),
            fixturesDirectory: absolute(options.fixturesDirectory),
            workDirectory: workDirectory,
            secrets: MatrixSecrets(using: &generator),
            sandbox: ResolverSandbox.prepare(workDirectory: workDirectory)
        )
        context.keepsDirectories = options.keepsDirectories

        if !ChildProcess.measuresOwnMemory {
            Console.line(
                "note: no GNU time at \(ChildProcess.memoryMeter): peak memory figures include the harness's own"
            )
        }
        var passed = 0
        var failed = 0
        var skipped = 0
        let capabilities = ToolCapabilities.probe(context)
        for problem in capabilities.problems {
            Console.line("FAIL pre-flight: \(problem)")
            failed += 1
        }
        if options.runsMatrix {
            let commands = MatrixCommand.all(timeoutSupported: capabilities.searchTimeout)
            let cells = MatrixCell.all(commands: commands).filter { cell in
                options.filter.map { cell.label.contains($0) } ?? true
            }
            let tested = commands.filter { command in cells.contains { $0.command.label == command.label } }
            let report = FaultMatrixStage(context: context, commands: tested, cells: cells, workers: options.workers)
                .run()
            passed += report.passed
            failed += report.failed
            skipped += report.skipped
        }
        if options.runsSoak, options.soakRuns > 0 {
            let report = SoakStage(
                context: context,
                runs: options.soakRuns,
                faultRate: options.faultRate,
                seed: UInt64(options.seed),
                workers: options.workers,
                timeoutSupported: capabilities.searchTimeout
            ).run()
            passed += report.passed
            failed += report.failed
        }
        if ownsWorkDirectory, !options.keepsDirectories {
            try? fileManager.removeItem(atPath: workDirectory)
        }
        return (passed, failed, skipped)
    }
}
