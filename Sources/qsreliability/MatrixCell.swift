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

    var label: String {
        "\(command.label) × \(upstream.rawValue) × \(fault.name)"
    }

    /// The upstreams of the command the fault does not touch.
    var healthyUpstreams: [MatrixUpstream] {
        command.upstreams.filter { $0 != upstream }
    }
}
