/// A failure a command reports to the user: one line, an exit code, and optionally lines of
/// detail printed under it (the candidates of an ambiguous name).
public struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var exitCode: ExitCode
    /// Lines printed, indented, under the error line.
    public var details: [String]

    public init(_ message: String, exitCode: ExitCode = .failure, details: [String] = []) {
        self.message = message
        self.exitCode = exitCode
        self.details = details
    }

    public var description: String { message }
}
