/// A command-line flag or `--fault` specification that could not be read.
public struct MockUsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying what was wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
