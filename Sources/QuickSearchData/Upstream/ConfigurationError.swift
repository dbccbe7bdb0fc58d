import QuickSearchDomain

/// Something the user must set or fix before the command can run: a missing key, a bad override.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The environment variables concerned (names only, never values).
    public var variables: [String]
    public var message: String
    /// Another way out that is a setting of the tool's own (a point for a place); worded by it.
    public var remedy: Remedy?

    public init(variables: [String], message: String, remedy: Remedy? = nil) {
        self.variables = variables
        self.message = message
        self.remedy = remedy
    }

    public var description: String { message }
}
