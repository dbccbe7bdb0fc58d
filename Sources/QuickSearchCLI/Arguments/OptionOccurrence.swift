/// One option as it appeared on the command line, in order.
public struct OptionOccurrence: Sendable, Hashable {
    /// The option's long name without dashes, whichever form was typed.
    public let name: String
    /// The value given, or `nil` for a flag.
    public let value: String?

    /// Records an occurrence.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}
