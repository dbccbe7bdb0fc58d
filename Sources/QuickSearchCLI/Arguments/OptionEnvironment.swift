import Foundation
import QuickSearchData

/// Where an option's value came from, highest precedence first.
public enum OptionOrigin: Sendable, Hashable {
    /// Typed on the command line.
    case commandLine
    /// The option's variable, set in the environment.
    case environment
    /// The option's variable, set in the config file (`qsearch config set`).
    case configFile
    /// The option's built-in default.
    case builtIn
}

/// The variables that set options' defaults: the environment, then (for a program that has one)
/// the config file, read once when the value is made and consulted only for a variable the
/// environment lacks (so an unsafe or malformed file fails only a command that needs it).
public struct OptionEnvironment: Sendable, Hashable {
    /// The process environment.
    public let variables: [String: String]
    /// Whether the config file is consulted under the environment.
    public let readsConfigFile: Bool
    /// The environment with the config file's settings under it, or why the file cannot be used;
    /// nil when the file is not consulted.
    private let merged: Result<Environment, any Error>?

    /// Variables from `variables` only, or also from the config file.
    public init(_ variables: [String: String] = [:], readsConfigFile: Bool = false) {
        self.variables = variables
        self.readsConfigFile = readsConfigFile
        merged = readsConfigFile ? Result { try ConfigFile.merged(into: Environment(variables)) } : nil
    }

    /// The value of `variable` and where it was set; `nil` when unset (or blank) in both.
    ///
    /// - Throws: `ConfigurationError` when the config file must be read but is unsafe or malformed.
    func value(of variable: String) throws -> (text: String, origin: OptionOrigin)? {
        if let text = Environment(variables).value(variable) { return (text, .environment) }
        guard let merged, let text = try merged.get().value(variable) else { return nil }
        return (text, .configFile)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.variables == rhs.variables && lhs.readsConfigFile == rhs.readsConfigFile
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(variables)
        hasher.combine(readsConfigFile)
    }
}
