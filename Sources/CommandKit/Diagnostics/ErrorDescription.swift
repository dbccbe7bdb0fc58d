/// What an error means to the user: the one line that says what went wrong and what to do, the
/// exit status it leads to, and any lines of detail.
public struct ErrorDescription: Sendable, Hashable {
    public var message: String
    public var exitCode: ExitCode
    public var details: [String]

    public init(_ message: String, exitCode: ExitCode, details: [String] = []) {
        self.message = message
        self.exitCode = exitCode
        self.details = details
    }
}

/// Turns any error into its description: the kit's own errors (usage, unusable variables,
/// `CLIError`), then the program's (its `describe`), then a line for an error nobody described.
public struct ErrorDescriber: Sendable {
    /// The program's own errors; nil for an error it does not know.
    let program: @Sendable (any Error) -> ErrorDescription?

    public init(_ program: @escaping @Sendable (any Error) -> ErrorDescription?) {
        self.program = program
    }

    /// The description of `error`.
    public func describe(_ error: any Error) -> ErrorDescription {
        switch error {
        case let error as UsageError:
            return ErrorDescription(error.message, exitCode: .usage)
        case let error as CLIError:
            return ErrorDescription(error.message, exitCode: error.exitCode, details: error.details)
        case let error as VariableError:
            return ErrorDescription(error.message, exitCode: .configuration)
        default:
            return program(error) ?? ErrorDescription(UnexpectedError.message(for: error), exitCode: .failure)
        }
    }
}
