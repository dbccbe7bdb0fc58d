import Foundation

/// What one run of a program touches outside itself: the environment variables, the standard
/// streams, what standard output is, the clock and Ctrl-C. Injected, so tests run a program on
/// buffers with a fixed clock and press Ctrl-C themselves.
public struct ProgramIO: Sendable {
    /// The process environment.
    public var variables: [String: String]
    public var stdout: any TextSink
    public var stderr: any TextSink
    /// What standard output is: a terminal (tables, colour) or a pipe (plain rows).
    public var terminal: TerminalCapabilities
    /// Whether standard error is a terminal (progress lines are shown only there).
    public var stderrIsTerminal: Bool
    public var now: @Sendable () -> Date
    /// Where Ctrl-C comes from (see `Diagnostics.catchInterrupts`): the process's SIGINT unless
    /// given; a test that draws a progress line gives its own, so it never touches the signal.
    public var interrupts: any InterruptSource

    /// Describes a run's surroundings.
    public init(
        variables: [String: String],
        stdout: any TextSink,
        stderr: any TextSink,
        terminal: TerminalCapabilities,
        stderrIsTerminal: Bool,
        now: @escaping @Sendable () -> Date = { Date() },
        interrupts: any InterruptSource = ProcessInterrupts()
    ) {
        self.variables = variables
        self.stdout = stdout
        self.stderr = stderr
        self.terminal = terminal
        self.stderrIsTerminal = stderrIsTerminal
        self.now = now
        self.interrupts = interrupts
    }

    /// The running process's environment, standard streams, clock and SIGINT.
    public static func live() -> ProgramIO {
        let variables = ProcessEnvironment.variables()
        return ProgramIO(
            variables: variables,
            stdout: StandardStream.output,
            stderr: StandardStream.error,
            terminal: TerminalCapabilities.detect(
                isTTY: StandardStream.output.isTerminal,
                environment: variables,
                reportedWidth: StandardStream.output.reportedWidth
            ),
            stderrIsTerminal: StandardStream.error.isTerminal
        )
    }
}
