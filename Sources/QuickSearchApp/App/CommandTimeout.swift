import CommandKit

/// The `--timeout` option of the commands that ask upstreams (`images`, `videos`, `dust`,
/// `weather`, `places search|add`): the time the whole command may take, from the option, else
/// `QSEARCH_TIMEOUT` (environment, then config file), else 30 s.
enum CommandTimeout {
    /// The option, with help that says what happens at the limit.
    static func option(help: String) -> Option<Double> {
        Option(
            "timeout",
            valueName: "seconds",
            help: "\(help).",
            default: 30,
            range: 0.1...3600,
            unit: "seconds",
            environment: "QSEARCH_TIMEOUT",
            example: "60"
        )
    }
}
