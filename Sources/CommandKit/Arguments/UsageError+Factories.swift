extension UsageError {
    static func unknownOption(_ typed: String, suggestion: String?, helpCommand: String) -> UsageError {
        var reason = "unknown option \(quoted(typed))"
        if let suggestion { reason += "; did you mean \(quoted(suggestion))?" }
        return UsageError(kind: .unknownOption, reason: reason, helpCommand: helpCommand)
    }

    /// A word such as `-고양이` meant as an argument: say how to pass it.
    static func dashArgument(_ word: String, example: String, helpCommand: String) -> UsageError {
        UsageError(
            kind: .unknownOption,
            reason:
                "unknown option \(quoted(word)); to pass an argument that starts with '-', put '--' before it: \(quoted(example))",
            helpCommand: helpCommand
        )
    }

    static func misplacedOption(_ typed: String, example: String, helpCommand: String) -> UsageError {
        UsageError(
            kind: .unknownOption,
            reason: "unknown option \(quoted(typed)) here; it goes after its command, as in '\(example)'",
            helpCommand: helpCommand
        )
    }

    static func missingValue(
        _ typed: String,
        option: OptionSpec,
        nextStartsWithDash: Bool,
        helpCommand: String
    ) -> UsageError {
        var reason = "option \(quoted(typed)) needs a value, e.g. \(typed) \(option.sampleValue)"
        if nextStartsWithDash {
            reason += "; write --\(option.long)=-x for a value that starts with '-'"
        }
        return UsageError(kind: .missingValue, reason: reason, helpCommand: helpCommand)
    }

    static func valueNotAllowed(
        _ typed: String,
        value: String,
        allowed: [String],
        helpCommand: String
    ) -> UsageError {
        var reason = "option \(quoted(typed)) must be one of: \(allowed.joined(separator: ", ")); got \(quoted(value))"
        if let close = EditDistance.closest(to: value, among: allowed) {
            reason += " (did you mean \(quoted(close))?)"
        }
        return UsageError(kind: .invalidValue, reason: reason, helpCommand: helpCommand)
    }

    static func conflictingOptions(_ first: String, _ second: String, helpCommand: String) -> UsageError {
        UsageError(
            kind: .invalidValue,
            reason: "option '--\(first)' cannot be combined with '--\(second)'; use one or the other",
            helpCommand: helpCommand
        )
    }

    /// An option that takes the rest of the line (`--exec`) given a second time.
    static func repeatedCommandLine(_ typed: String, helpCommand: String) -> UsageError {
        UsageError(
            kind: .invalidValue,
            reason: "option \(quoted(typed)) takes one command, given once; to run several, put them in a script",
            helpCommand: helpCommand
        )
    }

    static func flagGivenValue(_ typed: String, value: String, helpCommand: String) -> UsageError {
        UsageError(
            kind: .unexpectedValue,
            reason: "option \(quoted(typed)) takes no value, got \(quoted("\(typed)=\(value)")); write \(typed) alone",
            helpCommand: helpCommand
        )
    }

    /// `word` is no subcommand of `parent`: the suggestions (`did you mean 'rm' or 'mv'?`), or
    /// when there are none every available name.
    static func unknownSubcommand(
        _ word: String,
        parent: String,
        suggestions: [String],
        available: [String]
    ) -> UsageError {
        var reason = "unknown command \(quoted(word)) for \(quoted(parent))"
        let named = suggestions.map(quoted)
        if let last = named.last {
            let others = named.dropLast()
            reason += "; did you mean \(others.isEmpty ? last : others.joined(separator: ", ") + " or " + last)?"
        } else {
            reason += "; choose one of: \(available.joined(separator: ", "))"
        }
        return UsageError(kind: .unknownSubcommand, reason: reason, helpCommand: parent)
    }

    static func missingSubcommand(parent: String, available: [String]) -> UsageError {
        UsageError(
            kind: .missingSubcommand,
            reason: "\(quoted(parent)) needs a command: \(available.joined(separator: ", "))",
            helpCommand: parent
        )
    }

    static func missingArgument(_ positional: PositionalSpec, helpCommand: String) -> UsageError {
        UsageError(
            kind: .missingArgument,
            reason: "missing required argument <\(positional.name)>",
            helpCommand: helpCommand
        )
    }

    static func unexpectedArgument(_ word: String, hint: String?, helpCommand: String) -> UsageError {
        var reason = "unexpected argument \(quoted(word))"
        if let hint { reason += "; \(hint)" }
        return UsageError(kind: .unexpectedArgument, reason: reason, helpCommand: helpCommand)
    }

    static func invalidValue(_ reason: String, helpCommand: String) -> UsageError {
        UsageError(kind: .invalidValue, reason: reason, helpCommand: helpCommand)
    }

    /// Quotes user input for a one-line message: control characters are escaped, long input is cut.
    public static func quoted(_ text: String) -> String {
        let limit = 60
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            let value = scalar.value
            let isControl =
                value < 0x20 || (0x7F...0x9F).contains(value)
                || value == 0x2028 || value == 0x2029
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            if isControl {
                result += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return "'\(result)'"
    }
}
