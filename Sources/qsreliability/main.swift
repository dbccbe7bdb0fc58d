import CommandKit
import Foundation

// qsreliability: the fault matrix and the soak of `make check-reliability` (issue 6 §4).
signal(SIGPIPE, SIG_IGN)
let program = CommandProgram<Void>(
    root: CommandNode(ReliabilityCommand.self),
    version: "1",
    color: nil,
    host: ProgramHost(
        makeContext: { _ in () },
        describe: { _ in nil },
        json: JSONOutput(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
    )
)
exit(await program.run(Array(CommandLine.arguments.dropFirst()), io: .live()).rawValue)
