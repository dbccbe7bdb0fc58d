import Foundation
import MockAPI
import QuickSearchData

/// Stage 2: many mixed invocations against one mock with random transient faults, sharing one
/// history and cache. Fails on a crash, a hang, invalid JSON, a key in any output, memory that
/// grows from the first invocations to the last, or a damaged store.
struct SoakStage {
    let context: MatrixContext
    let runs: Int
    let faultRate: Double
    let seed: UInt64
    let workers: Int
    let timeoutSupported: Bool

    /// Allowed growth of the median peak memory from the first window to the last.
    static let memoryGrowthFactor = 1.25
    static let memoryGrowthSlackKiB = 8 * 1024

    struct Report {
        var passed = 0
        var failed = 0
        var lines: [String] = []
    }

    func run() -> Report {
        Console.line(
            "soak: \(runs) invocations, \(Int(faultRate * 100))% random faults, seed \(seed), \(workers) at a time"
        )
        var report = Report()
        let home = context.workDirectory + "/soak"
        let mock: MockServer
        do {
            try context.makeHome(home)
            mock = try MockServer.start(
                MockConfiguration(
                    keys: context.secrets.environment,
                    randomFaults: MockRandomFaults(rate: faultRate, seed: seed),
                    pagesDirectory: context.fixturesDirectory,
                    recordsRequests: false
                )
            )
        } catch {
            report.failed += 1
            report.lines.append("FAIL soak set-up: \(error)")
            return report
        }
        defer { mock.stop() }
        var environment = context.environment(home: home)
        for upstream in UpstreamCatalog.all {
            if let variable = upstream.addressVariable {
                environment[variable] = MatrixUpstream.address(of: upstream, base: mock.baseURL)
            }
        }
        let plan = SoakInvocation.plan(count: runs, seed: seed, timeoutSupported: timeoutSupported)
        let results = WorkerPool.map(count: plan.count, workers: workers) { [context, environment] index in
            let invocation = plan[index]
            let output = home + "/output/\(index)"
            try? FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: output) }
            let outcome = ChildProcess.run(
                [context.binDirectory + "/" + invocation.tool] + invocation.arguments,
                environment: environment,
                outputDirectory: output,
                timeLimit: .seconds(invocation.deadlineSeconds + context.marginSeconds)
            )
            if index % 50 == 49 { Progress.mark("\(index + 1) ") }
            return SoakResult(
                index: index,
                invocation: invocation,
                outcome: outcome,
                problems: SoakChecks.problems(invocation, outcome, secrets: context.secrets)
            )
        }
        Progress.mark("\n")

        for result in results {
            if result.problems.isEmpty {
                report.passed += 1
            } else {
                report.failed += 1
                report.lines.append(
                    "FAIL #\(result.index + 1) \(result.invocation.tool) \(result.invocation.arguments.joined(separator: " ")): "
                        + result.problems.joined(separator: "; ")
                )
            }
        }
        let crashes = results.filter { $0.outcome.crashed }.count
        let hangs = results.filter { $0.outcome.termination == .timedOut }.count
        let invalidJSON = results.filter { $0.problems.contains(where: { $0.contains("JSON") }) }.count
        report.lines.append(
            "soak: \(runs) invocations: \(crashes) crashes, \(hangs) hangs, \(invalidJSON) with invalid JSON, "
                + "\(report.failed) failed"
        )
        for check in aggregateChecks(results, home: home) {
            if let problem = check.problem {
                report.failed += 1
                report.lines.append("FAIL \(check.name): \(problem)")
            } else {
                report.passed += 1
                report.lines.append("PASS \(check.name)\(check.detail.isEmpty ? "" : ": " + check.detail)")
            }
        }
        for line in report.lines { Console.line(line) }
        return report
    }

    private struct AggregateCheck {
        var name: String
        var problem: String?
        var detail = ""
    }

    private func aggregateChecks(_ results: [SoakResult], home: String) -> [AggregateCheck] {
        let files = WrittenFiles(under: home)
        let stored = files.paths.filter { !$0.contains("/output/") }
        let leaked = stored.filter { !context.secrets.found(in: WrittenFiles.contents(of: $0)).isEmpty }
        let damaged = files.databases.compactMap { path in StoreIntegrity.problem(in: path).map { "\(path): \($0)" } }
        let memory = MemoryTrend(results: results)
        return [
            AggregateCheck(
                name: "soak memory stable",
                problem: memory.problem(
                    factor: Self.memoryGrowthFactor,
                    slackKiB: Self.memoryGrowthSlackKiB
                ),
                detail: memory.summary
            ),
            AggregateCheck(
                name: "soak store consistent",
                problem: damaged.isEmpty
                    ? (files.databases.isEmpty ? "no database written" : nil)
                    : damaged.joined(separator: "; "),
                detail: "\(files.databases.count) databases, \(files.totalBytes / 1024) KiB on disk"
            ),
            AggregateCheck(
                name: "soak keys absent from files",
                problem: leaked.isEmpty ? nil : "in \(leaked.joined(separator: ", "))"
            ),
        ]
    }
}

/// One soak invocation and what came of it.
struct SoakResult: Sendable {
    var index: Int
    var invocation: SoakInvocation
    var outcome: ProcessOutcome
    var problems: [String]
}
