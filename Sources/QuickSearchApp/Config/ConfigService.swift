import CommandKit
import Foundation
import QuickSearchData

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

    /// Every key as `key=value`, the other settings by name, and a warning when others' access
    /// stops the other commands from using the file.
    func list() throws -> Report {
        let url = try location()
        let file = ConfigFileAccess(url: url)
        let settings = try file.settings()
        let lines = ConfigKey.all.map { key in
            "\(key.name)=\(TextSanitizer.singleLine(settings.last { $0.0 == key.variable }?.1 ?? key.defaultValue ?? ""))"
        }
        var notes = ConfigKey.all.compactMap(overrideNote)
        let managed = Set(ConfigKey.all.map(\.variable))
        var others: [String] = []
        for (name, _) in settings where !managed.contains(name) && !others.contains(name) {
            others.append(name)
        }
        if !others.isEmpty {
            notes.append("also set in \(url.path) (values not shown): \(others.joined(separator: ", "))")
        }
        let warnings = file.exposure(of: settings).map {
            ["\(url.path) \($0.reason), so the other commands refuse it; run 'chmod 600 \(url.path)'"]
        }
        return Report(output: ReportOutput(human: TextView(lines)), warnings: warnings ?? [], notes: notes)
    }

    /// Writes `text`, checked by `key`'s option rules (`~/` expanded), to the file.
    ///
    /// - Throws: `ValidationError` (exit 64) for a value the option refuses.
    func set(_ key: ConfigKey, to text: String) throws -> Report {
        var text = text.trimmingCharacters(in: .whitespaces)
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
