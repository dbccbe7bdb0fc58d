import CommandKit

/// `qsearch config set KEY VALUE`: checks the value by the option's rules and writes it.
struct ConfigSetCommand: Command {
    static let about = CommandAbout(
        name: "set",
        abstract: "Check a value by the option's own rules and write it to the file.",
        examples: [
            "qsearch config set limit 50", "qsearch config set sources naver,kakao",
            "qsearch config set download_dir ~/Pictures/qsearch",
        ]
    )

    @OptionGroup var argument: ConfigKeyArguments
    @Argument("value", help: "The value, as the option takes it.") var value: String

    func run(_ runtime: Runtime) async throws -> Report {
        try ConfigService(runtime: runtime).set(try argument.key, to: value)
    }
}
