import Foundation

/// Stage 1: each command without a fault (the baseline), then every cell of the fault matrix
/// a few at a time, then the table.
struct FaultMatrixStage {
    let context: MatrixContext
    let commands: [MatrixCommand]
    let cells: [MatrixCell]
    let workers: Int

    /// Runs the baselines and the cells, prints the table, and returns the report.
    func run() -> MatrixReport {
        Console.line("fault matrix: \(cells.count) cells after \(commands.count) baselines, \(workers) at a time")
        var context = context
        let baselines = run(MatrixCell.baselines(commands: commands), context: context, offset: 0)
        for result in baselines {
            context.baselineFetched[result.cell.command.label] = result.outcome.map(Self.fetchedPerSource) ?? [:]
        }
        let results = run(cells, context: context, offset: baselines.count)
        Progress.mark("\n")
        let report = MatrixReport(results: baselines + results)
        for line in report.lines { Console.line(line) }
        return report
    }

    private func run(_ cells: [MatrixCell], context: MatrixContext, offset: Int) -> [CellResult] {
        let runner = CellRunner(context: context)
        return WorkerPool.map(count: cells.count, workers: workers) { index in
            let result = runner.run(cells[index], index: offset + index)
            Progress.mark(result.passed ? "." : result.skipped ? "s" : "F")
            return result
        }
    }

    /// `sources.NAME.fetched` of a `qsearch --json` answer.
    private static func fetchedPerSource(_ outcome: ProcessOutcome) -> [String: Int] {
        let document = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout))) as? [String: Any]
        let sources = document?["sources"] as? [String: Any] ?? [:]
        return sources.compactMapValues { ($0 as? [String: Any])?["fetched"] as? Int }
    }
}
