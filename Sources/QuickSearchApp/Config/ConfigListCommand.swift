import CommandKit

/// `qsearch config list`: every key and named template with its value and where it comes from;
/// other settings of the file by name only.
struct ConfigListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract:
            "Show every key and named template with the value used and where it comes from: the environment, the file, or the default.",
        discussion:
            "Piped: key=value, a tab, then environment, file or default, one line each. The API keys and other variables in the file are named on standard error, never with their values. A value the option refuses is marked, with a warning.",
        examples: ["qsearch config list", "qsearch config list --json"],
        records: .of(ConfigSettingRecord.self)
    )

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).list()
    }
}
