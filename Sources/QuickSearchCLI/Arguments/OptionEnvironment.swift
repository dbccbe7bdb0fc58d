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
/// the config file, read only when a variable the environment lacks is asked for.
public struct OptionEnvironment: Sendable, Hashable {
    /// The process environment.
    public var variables: [String: String]
    /// Whether the config file is consulted under the environment.
    public var readsConfigFile: Bool

    /// Variables from `variables` only, or also from the config file.
    public init(_ variables: [String: String] = [:], readsConfigFile: Bool = false) {
        self.variables = variables
        self.readsConfigFile = readsConfigFile
    }

    /// The value of `variable` and where it was set; `nil` when unset (or blank) in both.
    ///
    /// - Throws: `ConfigurationError` when the config file must be read but is unsafe or malformed.
    func value(of variable: String) throws -> (text: String, origin: OptionOrigin)? {
        let environment = Environment(variables)
        if let text = environment.value(variable) { return (text, .environment) }
        guard readsConfigFile, let text = try ConfigFile.merged(into: environment).value(variable) else { return nil }
        return (text, .configFile)
    }
}
