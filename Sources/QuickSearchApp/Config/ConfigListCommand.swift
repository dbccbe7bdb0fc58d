import CommandKit

/// `qsearch config list`: every key as `key=value`; other settings of the file by name only.
struct ConfigListCommand: Command {
    static let about = CommandAbout(
        name: "list",
        abstract: "Print every key as key=value (the file's value, else the default); other settings by name only.",
        examples: ["qsearch config list"]
    )

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).list()
    }
}
