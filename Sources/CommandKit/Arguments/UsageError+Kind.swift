extension UsageError {
    /// The rule a usage error broke. A struct with static members, so kinds can be added.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// A short identifier, e.g. `unknown-option`.
        public let name: String

        /// Creates a kind; prefer the static members.
        public init(_ name: String) { self.name = name }

        public var description: String { name }

        /// An option the command does not declare.
        public static let unknownOption = Kind("unknown-option")
        /// An option that needs a value was given none.
        public static let missingValue = Kind("missing-value")
        /// A value that is not allowed or cannot be read (wrong number, duration, choice).
        public static let invalidValue = Kind("invalid-value")
        /// A flag was given a value, as in `--json=x`.
        public static let unexpectedValue = Kind("unexpected-value")
        /// A word that names no subcommand.
        public static let unknownSubcommand = Kind("unknown-subcommand")
        /// A command that only groups subcommands was run without one.
        public static let missingSubcommand = Kind("missing-subcommand")
        /// A required positional argument is absent.
        public static let missingArgument = Kind("missing-argument")
        /// More positional arguments than the command takes.
        public static let unexpectedArgument = Kind("unexpected-argument")
    }
}
