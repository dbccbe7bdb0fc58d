import Foundation

/// Stage 1: every cell of the fault matrix, a few at a time, then the table.
struct FaultMatrixStage {
    let context: MatrixContext
    let cells: [MatrixCell]
    let workers: Int

    /// Runs the cells, prints the table, and returns the report.
    func run() -> MatrixReport {
        print("fault matrix: \(cells.count) cells, \(workers) at a time")
        let runner = CellRunner(context: context)
        let cells = self.cells
        let results = WorkerPool.map(count: cells.count, workers: workers) { index in
            let result = runner.run(cells[index], index: index)
            Progress.mark(result.passed ? "." : result.skipped ? "s" : "F")
            return result
        }
        Progress.mark("\n")
        let report = MatrixReport(results: results)
        report.lines.forEach { print($0) }
        return report
    }
}
