/// The kind of an `Owner` error, in an open set of named values: the owner declares its codes
/// as static members of `NamedCode<Owner>`, and new ones may be added over time (so callers
/// compare codes, they do not switch over them exhaustively).
public struct NamedCode<Owner>: Hashable, Sendable, CustomStringConvertible {
    /// A short stable name, e.g. `"busy"`.
    public let name: String

    /// Creates a code with a stable name.
    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
