import Foundation
import MockAPI

/// Runs one cell: arranges the upstreams (mock, fault, redirect sink), runs the command,
/// then hands what happened to `CellChecks`.
struct CellRunner {
    let context: MatrixContext

    func run(_ cell: MatrixCell, index: Int) -> CellResult {
        let home = context.workDirectory + "/cell-\(index)"
        do {
            try context.makeHome(home)
        } catch {
            return CellResult(cell: cell, verdict: .failed(["cannot create \(home): \(error)"]))
        }
        defer {
            if !context.keepsDirectories { try? FileManager.default.removeItem(atPath: home) }
        }
        let upstreams: ArrangedUpstreams
        do {
            upstreams = try ArrangedUpstreams(cell: cell, context: context)
        } catch let reason as SkipReason {
            return CellResult(cell: cell, verdict: .skipped(reason))
        } catch {
            return CellResult(cell: cell, verdict: .failed(["cannot start the mock: \(error)"]))
        }
        defer { upstreams.stop() }

        var environment = context.environment(home: home)
        for upstream in cell.command.upstreams {
            if let variable = upstream.addressVariable {
                environment[variable] = upstreams.address(of: upstream)
            }
        }
        var arguments = [context.binDirectory + "/" + cell.command.tool] + cell.command.arguments
        if case .unresolvable = cell.fault.placement, case .success(let sandbox) = context.sandbox {
            arguments = sandbox.wrap(arguments)
        }
        let hardLimit = Duration.seconds(cell.command.deadlineSeconds + context.marginSeconds + 20)
        let outcome = ChildProcess.run(
            arguments,
            environment: environment,
            outputDirectory: home + "/output",
            timeLimit: hardLimit
        )
        let files = WrittenFiles(under: home)
        let problems = CellChecks(
            cell: cell,
            context: context,
            outcome: outcome,
            files: files.paths.filter { !$0.hasPrefix(home + "/output/") },
            sinkRequests: upstreams.sinkRequests
        ).problems()
        return CellResult(cell: cell, verdict: problems.isEmpty ? .passed : .failed(problems), outcome: outcome)
    }
}
