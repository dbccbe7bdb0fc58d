/// The matrix as a table (fault × upstream × command → PASS/FAIL/SKIP with the reason) and
/// its `faults tried / passed` line.
struct MatrixReport {
    var results: [CellResult]

    var lines: [String] {
        let width = max(24, results.map { $0.cell.fault.name.count }.max() ?? 0)
        var lines = ["verdict  command           upstream     " + pad("fault", width) + "  time   memory"]
        for result in results {
            let cell = result.cell
            let measured =
                result.outcome.map {
                    String(format: "%5.1fs  %3d MiB  ", $0.seconds, $0.peakRSSKiB / 1024) + $0.terminationDescription
                } ?? ""
            let verdict = result.passed ? "PASS" : result.skipped ? "SKIP" : "FAIL"
            lines.append(
                "\(pad(verdict, 7))  \(pad(cell.command.label.prefix(16), 16))  \(pad(cell.isBaseline ? "(all)" : cell.upstream.rawValue, 11))  "
                    + "\(pad(cell.fault.name, width))  \(measured)"
            )
            switch result.verdict {
            case .failed(let problems): lines += problems.map { "         - " + $0 }
            case .skipped(let reason): lines.append("         - skipped: " + reason.text)
            case .passed: break
            }
        }
        lines.append(summary)
        return lines
    }

    var passed: Int { results.filter(\.passed).count }
    var skipped: Int { results.filter(\.skipped).count }
    var failed: Int { results.count - passed - skipped }

    /// `faults tried / passed: N / M` (skipped cells are not tried).
    var summary: String {
        "faults tried / passed: \(results.count - skipped) / \(passed)" + (skipped > 0 ? " (\(skipped) skipped)" : "")
    }

    private func pad<Text: StringProtocol>(_ text: Text, _ width: Int) -> String {
        String(text) + String(repeating: " ", count: max(0, width - text.count))
    }
}
