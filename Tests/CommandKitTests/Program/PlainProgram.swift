import Foundation

@testable import CommandKit

extension CommandProgram {
    /// Runs `arguments` with `variables`, both streams captured (piped and 80 columns wide unless
    /// said otherwise) and Ctrl-C pressed only by a test (`PressableInterrupts`): the exit status
    /// and what each stream received.
    func runCapturing(
        _ arguments: [String],
        terminal: TerminalCapabilities = TerminalCapabilities(isTTY: false, colorEnabled: false, width: 80),
        stderrIsTerminal: Bool = false,
        variables: [String: String] = [:]
    ) async -> (status: Int32, stdout: String, stderr: String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let io = ProgramIO(
            variables: variables,
            stdout: stdout,
            stderr: stderr,
            terminal: terminal,
            stderrIsTerminal: stderrIsTerminal,
            interrupts: PressableInterrupts()
        )
        let status = await run(arguments, io: io)
        return (status.rawValue, stdout.text, stderr.text)
    }
}

/// A program on the kit with no context of its own, for the tests of one mechanism (inherited
/// options, the printer's forms): its root and commands, times in UTC, no colour option.
extension CommandProgram where Context == Void {
    static func plain(_ root: CommandNode<Void>) -> CommandProgram<Void> {
        CommandProgram(
            root: root,
            version: "1.0",
            color: nil,
            host: ProgramHost(makeContext: { _ in () }, describe: { _ in nil }, json: JSONOutput(timeZone: .gmt))
        )
    }
}
