import CommandKit
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
    /// The one writer of error, warning and note lines of the run.
    var diagnostics: Diagnostics

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
        diagnostics = Diagnostics(
            program: "",
            io: ProgramIO(
                variables: environment.variables,
                stdout: stdout,
                stderr: stderr,
                terminal: terminal,
                stderrIsTerminal: stderrIsTerminal,
                now: now
            )
        )
    }

    /// The context of one run, from what the kit made of it.
    init(_ invocation: Invocation, now: @escaping @Sendable () -> Date) {
        let io = invocation.io
        environment = Environment(io.variables)
        stdout = io.stdout
        stderr = io.stderr
        terminal = io.terminal
        stderrIsTerminal = io.stderrIsTerminal
        self.now = now
        diagnostics = invocation.diagnostics
    }

    /// The surroundings as the kit sees them.
    var io: ProgramIO {
        ProgramIO(
            variables: environment.variables,
            stdout: stdout,
            stderr: stderr,
            terminal: terminal,
            stderrIsTerminal: stderrIsTerminal,
            now: now
        )
    }

    /// The running process's environment, standard streams and clock.
    public static func live() -> CommandContext {
        let io = ProgramIO.live()
        return CommandContext(
            environment: Environment(io.variables),
            stdout: io.stdout,
            stderr: io.stderr,
            terminal: io.terminal,
            stderrIsTerminal: io.stderrIsTerminal,
            now: io.now
        )
    }

    /// Writes a warning line to standard error.
    public func warn(_ program: String, _ message: String) {
        diagnostics.warning(message)
    }

    /// Writes a note line (progress, provenance, "exported 80 events") to standard error;
    /// nothing once a write to standard output has failed, so no success is claimed.
    public func note(_ message: String) {
        diagnostics.note(message)
    }
}
