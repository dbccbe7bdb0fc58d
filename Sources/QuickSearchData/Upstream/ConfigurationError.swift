/// Something the user must set or fix before the command can run: a missing key, a bad override.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The environment variables concerned (names only, never values).
    public var variables: [String]
    public var message: String

    public init(variables: [String], message: String) {
        self.variables = variables
        self.message = message
    }

    public var description: String { message }
}
