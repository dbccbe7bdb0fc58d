import QuickSearchData

/// The `--timeout` option of the commands that ask upstreams (`images`, `videos`, `dust`): the
/// time the whole command may take, from the option, else `QSEARCH_TIMEOUT`, else 30 s.
enum CommandTimeout {
    /// The limit when neither `--timeout` nor `QSEARCH_TIMEOUT` sets one, in seconds.
    static let defaultSeconds: Double = 30
    /// The values accepted, in seconds.
    static let range: ClosedRange<Double> = 0.1...3600
    static let variable = "QSEARCH_TIMEOUT"

    /// The option, with help that says what happens at the limit.
    static func option(help: String) -> OptionSpec {
        .value("timeout", valueName: "seconds", help: "\(help) (\(variable) sets a default).", default: "30", example: "60")
    }

    /// `--timeout` when typed (its default does not count), validated; nil otherwise.
    static func given(_ parsed: ParsedCommand) throws(UsageError) -> Double? {
        parsed.isGiven("timeout") ? try parsed.double("timeout", range: range) : nil
    }

    /// The limit in seconds: `given`, else `QSEARCH_TIMEOUT` (environment, then config file, as
    /// merged into `environment`), else 30; a bad variable is a configuration error.
    static func seconds(given: Double?, environment: Environment) throws -> Double {
        if let given { return given }
        guard let text = environment.value(variable) else { return defaultSeconds }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let seconds = Double(text),
              range.contains(seconds) else {
            throw ConfigurationError(
                variables: [variable],
                message: "\(variable) must be a number of seconds from 0.1 to 3600; fix or unset it"
            )
        }
        return seconds
    }
}
