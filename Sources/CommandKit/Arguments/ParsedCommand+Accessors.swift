extension ParsedCommand {
    /// Whether the flag was given.
    public subscript(flag: Flag) -> Bool {
        options.contains { $0.name == flag.spec.long }
    }

    /// The option's value: typed on the command line, else its variable (environment, then
    /// config file), else its built-in default.
    ///
    /// Throws `UsageError` for a bad typed value (`--limit must be a whole number from 1 to 1000,
    /// got 'x'`) and `VariableError` for a bad variable (its value is not repeated).
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws { try valueAndOrigin(option).value }
    }

    /// The option's value and where it came from (see `subscript(option:)`).
    public func valueAndOrigin<Value>(_ option: Option<Value>) throws -> (value: Value, origin: OptionOrigin) {
        let long = option.spec.long
        let given = options.compactMap { $0.name == long ? $0.value : nil }
        if !given.isEmpty {
            switch option.read(given) {
            case .value(let value): return (value, .commandLine)
            case .refused(let text):
                throw UsageError.invalidValue(
                    "--\(long) must be \(option.requirement)\(option.separator)got \(UsageError.quoted(text))",
                    helpCommand: commandName
                )
            }
        }
        if let variable = option.spec.environmentVariable, let found = try environment.value(of: variable) {
            switch option.read([found.text]) {
            case .value(let value): return (value, found.origin)
            case .refused:
                let place = found.origin == .configFile ? " (in \(environment.settingsLabel))" : ""
                throw VariableError(
                    variables: [variable],
                    message: "\(variable)\(place) must be \(option.environmentRequirement); fix or unset it"
                )
            }
        }
        return (option.fallback, .builtIn)
    }

    /// Whether the option was typed, as opposed to coming from a variable or its default.
    public func isGiven(_ option: some OptionKey) -> Bool {
        options.contains { $0.name == option.spec.long }
    }
}
