import CommandKit

/// `qsearch config get KEY`: the file's value, else the built-in default.
struct ConfigGetCommand: Command {
    static let about = CommandAbout(
        name: "get",
        abstract: "Print a key's value in the file, else its built-in default (nothing when it has none).",
        examples: ["qsearch config get sort"]
    )

    @OptionGroup var argument: ConfigKeyArguments

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).get(try argument.key)
    }
}
