import CommandKit

/// `qsearch config get|set|unset|list|path`: defaults kept in the config file
/// (`$XDG_CONFIG_HOME/quicksearch/config`), under friendly names for the variables the options
/// read. The environment and the command line still win, in that order.
///
/// None of them reads the file as settings (a file they cannot use as settings fails none of
/// them); they read and rewrite it as a file (`ConfigFileAccess`).
enum ConfigCommand {
    static let node = CommandNode<Runtime>(
        group: CommandAbout(
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
            CommandNode(ConfigGetCommand.self, readsSettingsFile: false),
            CommandNode(ConfigSetCommand.self, readsSettingsFile: false),
            CommandNode(ConfigUnsetCommand.self, readsSettingsFile: false),
            CommandNode(ConfigListCommand.self, readsSettingsFile: false),
            CommandNode(ConfigPathCommand.self, readsSettingsFile: false),
        ]
    )
}
