/// A failure a command reports to the user: one line and an exit code.
public struct CLIError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var exitCode: ExitCode

    public init(_ message: String, exitCode: ExitCode = .failure) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}
