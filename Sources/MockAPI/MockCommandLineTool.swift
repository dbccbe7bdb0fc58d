import CommandKit
import Dispatch
import Foundation
import Synchronization

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
    /// SIGTERM, and returns the exit status.
    public static func run(arguments: [String]) async -> Int32 {
        await program(MockRunContext(untilStopped: untilStopSignal)).run(arguments, io: .live()).rawValue
    }

    /// Returns when SIGINT or SIGTERM arrives; until then they do not end the process.
    @Sendable private static func untilStopSignal() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = Mutex(false)
            let sources = [SIGINT, SIGTERM].map { number in
                signal(number, SIG_IGN)
                return DispatchSource.makeSignalSource(signal: number, queue: .global())
            }
            for source in sources {
                source.setEventHandler {
                    let first = resumed.withLock { done in
                        defer { done = true }
                        return !done
                    }
                    guard first else { return }
                    for source in sources { source.cancel() }
                    continuation.resume()
                }
                source.resume()
            }
        }
    }
}
