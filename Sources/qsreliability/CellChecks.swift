import Foundation
import MockAPI

/// The checks every cell must pass, each a named stage returning its problems: exit code,
/// stderr, time, memory, the healthy sources' results, keys, the store, disk use.
struct CellChecks {
    let cell: MatrixCell
    let context: MatrixContext
    let outcome: ProcessOutcome
    let files: [String]
    let sinkRequests: [MockRecordedRequest]

    /// Longest acceptable stderr line, bytes (upstream text is capped by the tools).
    static let longestLine = 400

    func problems() -> [String] {
        if case .notStarted = outcome.termination { return [outcome.terminationDescription] }
        if outcome.crashed || outcome.termination == .timedOut { return [outcome.terminationDescription] }
        return exitCode() + stderrLines() + time() + memory() + results() + keys() + store() + diskUse()
    }

    private var allowedCodes: [Int32] {
        cell.effect.allowedExitCodes(sourceCount: cell.command.upstreams.count)
    }

    private func exitCode() -> [String] {
        guard let code = outcome.exitCode, allowedCodes.contains(code) else {
            return [
                "\(outcome.terminationDescription), expected \(allowedCodes.map(String.init).joined(separator: " or "))"
            ]
        }
        return []
    }

    private func stderrLines() -> [String] {
        let lines = outcome.stderrLines
        var problems: [String] = []
        let prefix = cell.command.tool + ": "
        if let odd = lines.first(where: { !$0.hasPrefix(prefix) }) {
            problems.append("stderr line without '\(prefix)': \(Self.excerpt(odd))")
        }
        if let long = lines.first(where: { $0.utf8.count > Self.longestLine }) {
            problems.append("stderr line of \(long.utf8.count) bytes (over \(Self.longestLine))")
        }
        if lines.contains(where: { $0.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F } }) {
            problems.append("control characters on stderr")
        }
        let errors = lines.filter { $0.hasPrefix(prefix + "error: ") }.count
        let warnings = lines.filter { $0.hasPrefix(prefix + "warning: ") }.count
        switch outcome.exitCode {
        case 0?: if errors > 0 { problems.append("exit 0 with an error: line") }
        case 2?: if warnings == 0 { problems.append("partial result without a warning: line") }
        case let code? where code != 0:
            if errors != 1 { problems.append("\(errors) error: lines on stderr, expected exactly 1") }
        default: break
        }
        return problems
    }

    private func time() -> [String] {
        let budget = Double(cell.command.deadlineSeconds + context.marginSeconds)
        return outcome.seconds > budget ? [String(format: "took %.1f s, over %.0f s", outcome.seconds, budget)] : []
    }

    private func memory() -> [String] {
        let mebibytes = outcome.peakRSSKiB / 1024
        return mebibytes > context.memoryLimitMiB
            ? ["peak memory \(mebibytes) MiB, over \(context.memoryLimitMiB) MiB"] : []
    }

    /// In `--json`: every healthy source delivered items and no error; the faulted source shows
    /// its error when it had to fail. Any stdout at all must be valid JSON.
    private func results() -> [String] {
        guard !outcome.stdout.isEmpty else {
            return [0, 2].contains(outcome.exitCode) ? ["no output on stdout"] : []
        }
        guard let document = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout))) as? [String: Any] else {
            return ["stdout is not a JSON object"]
        }
        guard cell.command.tool == "qsearch", [0, 2].contains(outcome.exitCode) else { return [] }
        let sources = document["sources"] as? [String: Any] ?? [:]
        let items = document["items"] as? [[String: Any]] ?? []
        var problems: [String] = []
        for healthy in cell.healthyUpstreams {
            let entry = sources[healthy.rawValue] as? [String: Any]
            if entry == nil || entry?["error"] != nil {
                problems.append("healthy \(healthy.rawValue) missing or failed in sources")
            }
            if !items.contains(where: { ($0["sources"] as? [String])?.contains(healthy.rawValue) == true }) {
                problems.append("no items from healthy \(healthy.rawValue)")
            }
            let fetched = entry?["fetched"] as? Int
            if !cell.isBaseline, let expected = context.baselineFetched[cell.command.label]?[healthy.rawValue],
                fetched != expected
            {
                problems.append(
                    "healthy \(healthy.rawValue) fetched \(fetched.map(String.init) ?? "nothing"), \(expected) without the fault"
                )
            }
        }
        guard !cell.isBaseline else { return problems }
        let faulted = sources[cell.upstream.rawValue] as? [String: Any]
        if cell.effect.sourceMustFail, faulted?["error"] == nil {
            problems.append("\(cell.upstream.rawValue) shows no error in --json")
        }
        if case .ends = cell.effect, faulted?["error"] != nil {
            problems.append("\(cell.upstream.rawValue) reported an error for an end of results")
        }
        return problems
    }

    /// No key, in any encoding, in stdout, stderr, any file written, or any redirected request.
    private func keys() -> [String] {
        var problems: [String] = []
        let secrets = context.secrets
        if !secrets.found(in: outcome.stdout).isEmpty { problems.append("a key is on stdout") }
        if !secrets.found(in: outcome.stderr).isEmpty { problems.append("a key is on stderr") }
        for path in files where !secrets.found(in: WrittenFiles.contents(of: path)).isEmpty {
            problems.append("a key is in \((path as NSString).lastPathComponent)")
        }
        let followed = sinkRequests.filter { request in
            request.headers.contains { !secrets.found(in: Array($0.value.utf8)).isEmpty }
        }
        if !followed.isEmpty { problems.append("keys followed the redirect to another port") }
        return problems
    }

    private func store() -> [String] {
        files.filter { $0.hasSuffix(".sqlite") }.compactMap { path in
            StoreIntegrity.problem(in: path).map { "\((path as NSString).lastPathComponent): \($0)" }
        }
    }

    private func diskUse() -> [String] {
        let total = files.reduce(0) { sum, path in
            sum + (((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0)
        }
        let limit = context.diskLimitBytes(for: cell.upstream)
        return total > limit ? ["wrote \(total / 1024) KiB to disk, over \(limit / 1024) KiB"] : []
    }

    static func excerpt(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(80)) + "…" : text
    }
}
