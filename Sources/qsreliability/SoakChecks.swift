import Foundation

/// The checks on one soak invocation: no crash, no hang, valid JSON, no key in the output.
enum SoakChecks {
    static func problems(_ invocation: SoakInvocation, _ outcome: ProcessOutcome, secrets: MatrixSecrets) -> [String] {
        if outcome.crashed || outcome.termination == .timedOut || outcome.exitCode == nil {
            return [outcome.terminationDescription]
        }
        var problems: [String] = []
        if !secrets.found(in: outcome.stdout + outcome.stderr).isEmpty { problems.append("a key in the output") }
        let succeeded = [0, 2].contains(outcome.exitCode)
        switch invocation.output {
        case .document:
            if outcome.stdout.isEmpty {
                if succeeded { problems.append("no JSON on stdout after \(outcome.terminationDescription)") }
            } else if (try? JSONSerialization.jsonObject(with: Data(outcome.stdout))) as? [String: Any] == nil {
                problems.append("stdout is not a JSON object")
            }
        case .lines:
            let lines = outcome.stdout.split(separator: UInt8(ascii: "\n"))
            if lines.contains(where: { (try? JSONSerialization.jsonObject(with: Data($0))) as? [String: Any] == nil }) {
                problems.append("a JSON Lines line is not a JSON object")
            }
        case .text:
            break
        }
        return problems
    }
}
