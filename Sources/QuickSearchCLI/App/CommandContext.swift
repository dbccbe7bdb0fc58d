import Foundation
import QuickSearchData

/// Everything a command touches outside itself, injected: environment, streams, terminal, clock.
public struct CommandContext: Sendable {
    public var environment: Environment
    public var stdout: any TextSink
    public var stderr: any TextSink
    /// What standard output is: a terminal (tables, colour) or a pipe (plain rows).
    public var terminal: TerminalCapabilities
    /// Whether standard error is a terminal (progress lines are shown only there).
    public var stderrIsTerminal: Bool
    public var now: @Sendable () -> Date

    public init(
        environment: Environment,
        stdout: any TextSink,
        stderr: any TextSink,
        terminal: TerminalCapabilities,
        stderrIsTerminal: Bool,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.terminal = terminal
        self.stderrIsTerminal = stderrIsTerminal
        self.now = now
    }

    /// The running process's environment, standard streams and clock.
    public static func live() -> CommandContext {
        let environment = Environment.current
        let terminal = TerminalCapabilities.detect(
            isTTY: StandardStream.output.isTerminal,
            environment: environment.variables,
            reportedWidth: StandardStream.output.reportedWidth
        )
        return CommandContext(
            environment: environment,
            stdout: StandardStream.output,
            stderr: StandardStream.error,
            terminal: terminal,
            stderrIsTerminal: StandardStream.error.isTerminal
        )
    }

    /// Writes a warning line to standard error.
    public func warn(_ program: String, _ message: String) {
        stderr.write("\(program): warning: \(TextSanitizer.singleLine(message))\n")
    }

    /// Writes a note line (progress, provenance, "exported 80 events") to standard error;
    /// nothing once a write to standard output has failed, so no success is claimed.
    public func note(_ message: String) {
        guard stdout.writeFailure == nil else { return }
        stderr.write(TextSanitizer.singleLine(message) + "\n")
    }
}
