import CommandKit

/// `qsearch config unset KEY`: removes the key from the file.
struct ConfigUnsetCommand: Command {
    static let about = CommandAbout(
        name: "unset",
        abstract: "Remove a key from the file, so its built-in default applies again.",
        examples: ["qsearch config unset sort"]
    )

    @OptionGroup var argument: ConfigKeyArguments

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).unset(try argument.key)
    }
}
