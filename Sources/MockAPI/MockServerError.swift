/// The mock server could not start listening.
public struct MockServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The socket call that failed, e.g. `bind`.
    public var operation: String
    /// The `errno` it left.
    public var code: Int32

    /// A failure of `operation` with `errno` `code`.
    public init(operation: String, code: Int32) {
        self.operation = operation
        self.code = code
    }

    public var description: String { "mock server: \(operation) failed (errno \(code))" }
}
