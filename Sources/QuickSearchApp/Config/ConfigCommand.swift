import CommandKit
import Foundation
import QuickSearchData

/// `qsearch config get|set|unset|list|path`: defaults kept in the config file
/// (`$XDG_CONFIG_HOME/quicksearch/config`), under friendly names for the variables the options
/// read. The environment and the command line still win, in that order.
struct ConfigCommand: Runnable {
    /// What to do.
    enum Action: Sendable {
        case get(ConfigKey)
        case set(ConfigKey, String)
        case unset(ConfigKey)
        case list
        case path
    }

    let action: Action

    static let node = CommandNode(
        CommandSpec(
            name: "config",
            abstract: "Keep defaults for sort, limit, sources, timeout, color and download_dir in the config file.",
            discussion:
                "Keys: \(ConfigKey.all.map { "\($0.name) (\($0.variable): \($0.summary))" }.joined(separator: "; ")). The environment variable, then the command-line option, win over the file. The file also holds API keys; it is kept owner-only (0600), and 'list' never prints their values.",
            examples: [
                "qsearch config set sort recency", "qsearch config get limit", "qsearch config list",
                "qsearch config unset sort", "qsearch config path",
            ]
        ),
        children: [
            CommandNode(
                CommandSpec(
                    name: "get",
                    abstract: "Print a key's value in the file, else its built-in default (nothing when it has none).",
                    examples: ["qsearch config get sort"],
                    positionals: [keyArgument]
                ),
                readsConfigFile: false
            ) { parsed, _ in ConfigCommand(action: .get(try key(parsed))) },
            CommandNode(
                CommandSpec(
                    name: "set",
                    abstract: "Check a value by the option's own rules and write it to the file.",
                    examples: [
                        "qsearch config set limit 50", "qsearch config set sources naver,kakao",
                        "qsearch config set download_dir ~/Pictures/qsearch",
                    ],
                    positionals: [keyArgument, valueArgument]
                ),
                readsConfigFile: false
            ) { parsed, context in
                let key = try key(parsed)
                return ConfigCommand(action: .set(key, try value(parsed, for: key, environment: context.environment)))
            },
            CommandNode(
                CommandSpec(
                    name: "unset",
                    abstract: "Remove a key from the file, so its built-in default applies again.",
                    examples: ["qsearch config unset sort"],
                    positionals: [keyArgument]
                ),
                readsConfigFile: false
            ) { parsed, _ in ConfigCommand(action: .unset(try key(parsed))) },
            CommandNode(
                CommandSpec(
                    name: "list",
                    abstract:
                        "Print every key as key=value (the file's value, else the default); other settings by name only.",
                    examples: ["qsearch config list"]
                ),
                readsConfigFile: false
            ) { _, _ in ConfigCommand(action: .list) },
            CommandNode(
                CommandSpec(
                    name: "path",
                    abstract: "Print where the config file is (whether or not it exists yet).",
                    examples: ["qsearch config path"]
                ),
                readsConfigFile: false
            ) { _, _ in ConfigCommand(action: .path) },
        ]
    )

    static let keyArgument = Argument<String>("key", help: "One of: \(ConfigKey.names.joined(separator: ", ")).")
        .completing(.words(ConfigKey.names))
    static let valueArgument = Argument<String>("value", help: "The value, as the option takes it.")

    /// The key the `key` argument names; an unknown one is refused with a suggestion.
    private static func key(_ parsed: ParsedCommand) throws -> ConfigKey {
        let name = parsed[keyArgument]
        if let key = ConfigKey.named(name.lowercased()) { return key }
        let suggestion =
            EditDistance.closest(to: name, among: ConfigKey.names)
            ?? ConfigKey.all.first { $0.variable == name.uppercased() }?.name
        let advice =
            suggestion.map { "did you mean '\($0)'?" } ?? "choose one of: \(ConfigKey.names.joined(separator: ", "))"
        throw parsed.usageError("unknown key \(UsageError.quoted(name)); \(advice)")
    }

    /// The `value` argument as written to the file, checked by the key's option rules.
    private static func value(_ parsed: ParsedCommand, for key: ConfigKey, environment: Environment) throws -> String {
        var text = parsed[valueArgument].trimmingCharacters(in: .whitespaces)
        if text == "~" || text.hasPrefix("~/"), let home = environment.value("HOME"), home.hasPrefix("/") {
            text = home + text.dropFirst()
        }
        guard let value = key.canonical(text) else {
            throw parsed.usageError(
                "\(key.name) must be \(key.requirement)\(key.separator)got \(UsageError.quoted(text))"
            )
        }
        return value
    }

    func run(_ context: CommandContext) async throws -> ExitCode {
        guard let url = ConfigFile.location(in: context.environment) else {
            throw ConfigurationError(
                variables: ["HOME", "XDG_CONFIG_HOME"],
                message: "cannot tell where the config file is: set HOME (or XDG_CONFIG_HOME) to an absolute path"
            )
        }
        let file = ConfigFileAccess(url: url)
        switch action {
        case .path:
            context.stdout.write(TextSanitizer.singleLine(url.path) + "\n")
        case .get(let key):
            let settings = try file.settings()
            if let value = settings.last(where: { $0.0 == key.variable })?.1 ?? key.defaultValue {
                context.stdout.write(TextSanitizer.singleLine(value) + "\n")
            }
            noteOverride(key, context: context)
        case .list:
            let settings = try file.settings()
            for key in ConfigKey.all {
                let value = settings.last { $0.0 == key.variable }?.1 ?? key.defaultValue ?? ""
                context.stdout.write("\(key.name)=\(TextSanitizer.singleLine(value))\n")
                noteOverride(key, context: context)
            }
            let managed = Set(ConfigKey.all.map(\.variable))
            var others: [String] = []
            for (name, _) in settings where !managed.contains(name) && !others.contains(name) {
                others.append(name)
            }
            if !others.isEmpty {
                context.note("also set in \(url.path) (values not shown): \(others.joined(separator: ", "))")
            }
            if file.isReadableByOthers {
                context.warn(
                    "qsearch",
                    "\(url.path) is readable by others, so searches refuse it; run 'chmod 600 \(url.path)'"
                )
            }
        case .set(let key, let value):
            try file.write(key.variable, value)
        case .unset(let key):
            if try !file.settings().contains(where: { $0.0 == key.variable }) {
                context.note("\(key.name) was not set in \(url.path)")
                return .success
            }
            try file.write(key.variable, nil)
        }
        return .success
    }

    /// Says on standard error when the environment overrides the file for `key`.
    private func noteOverride(_ key: ConfigKey, context: CommandContext) {
        if context.environment.value(key.variable) != nil {
            context.note("note: \(key.variable) is set in the environment and wins over the file's \(key.name)")
        }
    }
}
