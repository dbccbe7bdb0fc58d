import CommandKit

/// `qsearch config path`: where the config file is.
struct ConfigPathCommand: Command {
    static let about = CommandAbout(
        name: "path",
        abstract: "Print where the config file is (whether or not it exists yet).",
        examples: ["qsearch config path"]
    )

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).path()
    }
}
