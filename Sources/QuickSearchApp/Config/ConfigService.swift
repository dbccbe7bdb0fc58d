import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// The work of `qsearch config …` on the file (`ConfigFile.location` of the process
/// environment): read as a file, never as settings, and rewritten owner-only.
struct ConfigService {
    let runtime: Runtime

    /// Where the file is.
    func path() throws -> Report {
        Report(output: ReportOutput(human: TextView([TextSanitizer.singleLine(try location().path)])))
    }

    /// The file's value of `key`, else its default; a note when the environment overrides it.
    func get(_ key: ConfigKey) throws -> Report {
        let settings = try ConfigFileAccess(url: try location()).settings()
        let value = settings.last { $0.0 == key.variable }?.1 ?? key.defaultValue
        return Report(
            output: ReportOutput(human: TextView(value.map { [TextSanitizer.singleLine($0)] } ?? [])),
            notes: overrideNote(key).map { [$0] } ?? []
        )
    }

    /// Every key and named template with the value a command would use and where it comes
    /// from (the environment, the file, the default), the other settings by name, a warning for
    /// a value the option refuses, and one when others' access stops the other commands from
    /// using the file.
    func list() throws -> Report {
        let url = try location()
        let file = ConfigFileAccess(url: url)
        let settings = try file.settings()
        let fileValues = Dictionary(settings, uniquingKeysWith: { $1 })
        let keys = ConfigKey.all + templateKeys(in: settings)
        let listed = keys.map { setting(of: $0, fileValue: fileValues[$0.variable]) }
        var notes: [String] = []
        for key in ConfigKey.all where fileValues[key.variable] != nil {
            notes += overrideNote(key).map { [$0] } ?? []
        }
        let managed = Set(keys.map(\.variable))
        var others: [String] = []
        for (name, _) in settings where !managed.contains(name) && !others.contains(name) {
            others.append(name)
        }
        if !others.isEmpty {
            notes.append("also set in \(url.path) (values not shown): \(others.joined(separator: ", "))")
        }
        var warnings = zip(keys, listed).compactMap { key, setting -> String? in
            guard setting.isRefused else { return nil }
            let place = setting.source == .file ? "in \(url.path)" : "in the environment (\(key.variable))"
            return "\(key.name) \(place) must be \(key.requirement): the other commands stop on it (exit 78)"
        }
        if let exposure = file.exposure(of: settings) {
            warnings.append(
                "\(url.path) \(exposure.reason), so the other commands refuse it; run 'chmod 600 \(url.path)'"
            )
        }
        let records = listed.map(ConfigSettingRecord.init)
        return Report(
            output: ReportOutput(
                document: ConfigListDocument(settings: records),
                records: records,
                human: ConfigSettingsView(settings: listed)
            ),
            warnings: warnings,
            notes: notes
        )
    }

    /// `key` as `list` shows it: the environment's value, else the file's, else the default.
    private func setting(of key: ConfigKey, fileValue: String?) -> ConfigSetting {
        let (value, source): (String?, ConfigSetting.Source) =
            if let value = runtime.environment.value(key.variable) {
                (value, .environment)
            } else if let fileValue {
                (fileValue, .file)
            } else {
                (key.defaultValue, .default)
            }
        return ConfigSetting(
            key: key.name,
            variable: key.variable,
            value: value,
            source: source,
            overriddenFileValue: source == .environment ? fileValue : nil,
            isRefused: source != .default && value.map { key.canonical($0) == nil } ?? false
        )
    }

    /// The named templates (`format.NAME`) the file or the environment sets, by name.
    private func templateKeys(in settings: [(String, String)]) -> [ConfigKey] {
        let names = Set(settings.map(\.0) + runtime.environment.variables.keys)
        return names.filter { $0.hasPrefix(LineFormats.settingPrefix) }.sorted().compactMap(ConfigKey.template)
    }

    /// Writes `text`, checked by `key`'s option rules (`~/` expanded), to the file.
    ///
    /// - Throws: `ValidationError` (exit 64) for a value the option refuses.
    func set(_ key: ConfigKey, to text: String) throws -> Report {
        var text = text.trimmingSpaces()
        if text == "~" || text.hasPrefix("~/"), let home = runtime.environment.value("HOME"), home.hasPrefix("/") {
            text = home + text.dropFirst()
        }
        guard let value = key.canonical(text) else {
            throw ValidationError(
                "\(key.name) must be \(key.requirement)\(key.separator)got \(UsageError.quoted(text))"
            )
        }
        try ConfigFileAccess(url: try location()).write(key.variable, value)
        return Report()
    }

    /// Removes `key` from the file; a note when it was not there.
    func unset(_ key: ConfigKey) throws -> Report {
        let url = try location()
        let file = ConfigFileAccess(url: url)
        if try !file.settings().contains(where: { $0.0 == key.variable }) {
            return Report(notes: ["\(key.name) was not set in \(url.path)"])
        }
        try file.write(key.variable, nil)
        return Report()
    }

    /// The file's location.
    ///
    /// - Throws: `ConfigurationError` when neither `HOME` nor `XDG_CONFIG_HOME` is an absolute path.
    private func location() throws -> URL {
        guard let url = ConfigFile.location(in: runtime.environment) else {
            throw ConfigurationError(
                variables: ["HOME", "XDG_CONFIG_HOME"],
                message: "cannot tell where the config file is: set HOME (or XDG_CONFIG_HOME) to an absolute path"
            )
        }
        return url
    }

    /// The note that the environment overrides the file for `key`, if it does.
    private func overrideNote(_ key: ConfigKey) -> String? {
        guard runtime.environment.value(key.variable) != nil else { return nil }
        return "note: \(key.variable) is set in the environment and wins over the file's \(key.name)"
    }
}
