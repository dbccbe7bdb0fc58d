import CommandKit
import Foundation

/// The `mock-api` executable on CommandKit: parse, serve, stop on SIGINT or SIGTERM.
public enum MockCommandLineTool {
    /// The program, with `context` saying when to stop.
    public static func program(_ context: MockRunContext) -> CommandProgram<MockRunContext> {
        CommandProgram(
            root: CommandNode(MockCommand.self),
            version: "1",
            color: nil,
            host: ProgramHost(
                makeContext: { _ in context },
                describe: { _ in nil },
                json: JSONOutput(timeZone: TimeZone(secondsFromGMT: 0) ?? .gmt)
            )
        )
    }

    /// Runs the tool with `arguments` (without the program name), serving until SIGINT or
    /// SIGTERM, and returns the exit status. The signals are caught before anything is served,
    /// so one sent as soon as the listening line is read is never lost.
    public static func run(arguments: [String]) async -> Int32 {
        let stop = StopSignals.armed()
        return await program(MockRunContext(untilStopped: { await stop.wait() })).run(arguments, io: .live()).rawValue
    }
}
