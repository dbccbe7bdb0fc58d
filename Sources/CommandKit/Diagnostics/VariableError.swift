/// An environment or settings-file variable whose value cannot be used (exit 78): it names the
/// variables and never repeats their values, which may be secrets.
public struct VariableError: Error, Sendable, Hashable {
    /// The variables at fault.
    public var variables: [String]
    /// What is wrong and how to fix it.
    public var message: String
}
