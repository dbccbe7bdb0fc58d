/// One run of the matrix: a command with a fault on one of its upstreams.
struct MatrixCell {
    var command: MatrixCommand
    var upstream: MatrixUpstream
    var fault: FaultCase
    var effect: SourceEffect

    /// Every applicable (command, upstream, fault), in table order.
    static func all(commands: [MatrixCommand], faults: [FaultCase] = FaultCatalog.all) -> [MatrixCell] {
        commands.flatMap { command in
            command.upstreams.flatMap { upstream in
                faults.compactMap { fault in
                    fault.effect(on: upstream).map {
                        MatrixCell(command: command, upstream: upstream, fault: fault, effect: $0)
                    }
                }
            }
        }
    }

    /// Each command without a fault (its first upstream stands for "all").
    static func baselines(commands: [MatrixCommand]) -> [MatrixCell] {
        commands.map {
            MatrixCell(command: $0, upstream: $0.upstreams[0], fault: FaultCatalog.baseline, effect: .exits([0]))
        }
    }

    var isBaseline: Bool {
        if case .none = fault.placement { return true }
        return false
    }

    var label: String {
        "\(command.label) × \(upstream.rawValue) × \(fault.name)"
    }

    /// The upstreams of the command the fault does not touch.
    var healthyUpstreams: [MatrixUpstream] {
        command.upstreams.filter { $0 != upstream || isBaseline }
    }
}
