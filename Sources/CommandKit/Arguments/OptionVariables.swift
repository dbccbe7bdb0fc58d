import Synchronization

/// Where an option's value came from, highest precedence first.
public enum OptionOrigin: Sendable, Hashable {
    /// Typed on the command line.
    case commandLine
    /// The option's variable, set in the environment.
    case environment
    /// The option's variable, set in the program's settings file (`qsearch config set`).
    case configFile
    /// The option's built-in default.
    case builtIn
}

/// The variables that set options' defaults: the environment, then (for a program that has
/// one) its settings file, consulted only for a variable the environment lacks, so an unsafe
/// or malformed file fails only a command that needs it. The file is read at most once per run.
public struct OptionVariables: Sendable {
    /// The process environment.
    public let variables: [String: String]
    /// Whether the settings file is consulted under the environment.
    public var readsSettingsFile: Bool { settings != nil }
    /// How messages point at the settings file, e.g. `the config file, 'qsearch config path'`.
    public let settingsLabel: String
    /// The settings file's variables, or why the file cannot be used, once read.
    private let settings: SettingsFile?

    /// Variables from `variables` only, or also from the settings file `load` reads, which
    /// messages call `settingsLabel`.
    public init(
        _ variables: [String: String] = [:],
        settings load: (@Sendable () throws -> [String: String])? = nil,
        settingsLabel: String = "the settings file"
    ) {
        self.variables = variables
        self.settingsLabel = settingsLabel
        settings = load.map(SettingsFile.init)
    }

    /// The value of `variable` and where it was set; nil when unset (or blank) in both.
    ///
    /// - Throws: the settings file's error when it must be read but cannot be used.
    public func value(of variable: String) throws -> (text: String, origin: OptionOrigin)? {
        if let text = Self.nonBlank(variables[variable]) { return (text, .environment) }
        guard let settings, let text = Self.nonBlank(try settings.variables()[variable]) else { return nil }
        return (text, .configFile)
    }

    /// The environment with the settings file's variables under it.
    ///
    /// - Throws: the settings file's error when it cannot be used.
    public func merged() throws -> [String: String] {
        guard let settings else { return variables }
        return try settings.variables().merging(variables) { _, environment in environment }
    }

    private static func nonBlank(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// A settings file read on first use and remembered, so a run reads it once.
private final class SettingsFile: Sendable {
    private let load: @Sendable () throws -> [String: String]
    private let loaded = Mutex<Result<[String: String], any Error>?>(nil)

    init(_ load: @escaping @Sendable () throws -> [String: String]) {
        self.load = load
    }

    func variables() throws -> [String: String] {
        try loaded.withLock { loaded in
            if let loaded { return loaded }
            let result = Result { try load() }
            loaded = result
            return result
        }.get()
    }
}
