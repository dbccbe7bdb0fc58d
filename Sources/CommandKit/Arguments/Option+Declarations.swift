/// The ways to declare a typed option; each builds its `OptionSpec` (kind, allowed values,
/// default shown in help, variable) from the same values it reads with.
extension Option where Value == Int {
    /// A whole number within `range`, `default` when absent (and `environment` unset).
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        default value: Int,
        range: ClosedRange<Int>,
        environment: String? = nil,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.integer(range)
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                default: String(value),
                environment: environment,
                example: example,
                conflicts: conflicts,
                completion: completion,
                numeric: true
            ),
            reader: reader,
            fallback: value,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == Int? {
    /// A whole number within `range`, or `nil` when absent.
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        range: ClosedRange<Int>,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.integer(range)
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                example: example,
                conflicts: conflicts,
                completion: completion,
                numeric: true
            ),
            reader: reader,
            fallback: nil,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == Double {
    /// A decimal number within `range`, `default` when absent (and `environment` unset); `unit`
    /// (e.g. `seconds`) is named in the message about a bad variable.
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        default value: Double,
        range: ClosedRange<Double>,
        unit: String? = nil,
        environment: String? = nil,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.number(range, unit: unit)
        let shown = OptionValueReader<Double>.plain(value)
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                default: shown,
                environment: environment,
                example: example,
                conflicts: conflicts,
                completion: completion,
                numeric: true
            ),
            reader: reader,
            fallback: value,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == Double? {
    /// A decimal number within `range`, or `nil` when absent.
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        range: ClosedRange<Double>,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.number(range, unit: nil)
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                example: example,
                conflicts: conflicts,
                completion: completion,
                numeric: true
            ),
            reader: reader,
            fallback: nil,
            read: reader.single { $0 }
        )
    }

    /// A duration such as `30d`, `12h`, `90m`, `2w` or `1h30m`, read in seconds; `nil` when absent.
    public init(
        duration long: String,
        short: Character? = nil,
        valueName: String = "duration",
        help: String,
        example: String? = "30d",
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader<Double>.duration
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                example: example,
                conflicts: conflicts,
                completion: completion,
                numeric: true
            ),
            reader: reader,
            fallback: nil,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == String? {
    /// Any text, or `nil` when absent (and `environment` unset).
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        environment: String? = nil,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.text
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                environment: environment,
                example: example,
                conflicts: conflicts,
                completion: completion
            ),
            reader: reader,
            fallback: nil,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == String {
    /// Any text, `default` when absent (and `environment` unset).
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        default value: String,
        environment: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.text
        self.init(
            spec: .typed(
                long,
                short: short,
                valueName: valueName,
                help: help,
                default: value,
                environment: environment,
                example: value,
                conflicts: conflicts,
                completion: completion
            ),
            reader: reader,
            fallback: value,
            read: reader.single { $0 }
        )
    }
}

extension Option where Value == [String] {
    /// Text that may be given many times, every value in order; empty when absent, else the
    /// variable's value as the only one.
    public init(
        repeating long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        environment: String? = nil,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.text
        var spec = OptionSpec.typed(
            long,
            short: short,
            valueName: valueName,
            help: help,
            environment: environment,
            example: example,
            conflicts: conflicts,
            completion: completion
        )
        spec.kind = .repeatableValue
        self.init(spec: spec, reader: reader, fallback: [], read: reader.all())
    }
}

extension Option where Value == [String] {
    /// A command to run and its arguments: every word after the option, options included, up
    /// to a lone `;` or the end of the line (`--exec notify.sh --urgent`); empty when absent.
    /// Given once; nothing in the words is interpreted.
    public init(
        command long: String,
        valueName: String = "command",
        help: String,
        example: String? = nil,
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader.text
        var spec = OptionSpec.typed(
            long,
            short: nil,
            valueName: valueName,
            help: help,
            example: example,
            conflicts: [],
            completion: completion
        )
        spec.kind = .commandLine
        self.init(spec: spec, reader: reader, fallback: [], read: reader.all())
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of `Value`'s cases, by raw value (any case); the allowed values come from `allCases`.
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        default value: Value,
        environment: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        let reader = OptionValueReader<Value>.choice
        var spec = OptionSpec.typed(
            long,
            short: short,
            valueName: valueName,
            help: help,
            default: value.rawValue,
            environment: environment,
            example: value.rawValue,
            conflicts: conflicts,
            completion: completion
        )
        spec.allowedValues = Value.allCases.map(\.rawValue)
        self.init(spec: spec, reader: reader, fallback: value, read: reader.single { $0 })
    }
}

extension Option {
    /// One of `Choice`'s cases, or `nil` when absent.
    public init<Choice: CaseIterable & RawRepresentable & Sendable>(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        choices: Choice.Type,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) where Value == Choice?, Choice.RawValue == String {
        let reader = OptionValueReader<Choice>.choice
        var spec = OptionSpec.typed(
            long,
            short: short,
            valueName: valueName,
            help: help,
            example: Choice.allCases.first?.rawValue,
            conflicts: conflicts,
            completion: completion
        )
        spec.allowedValues = Choice.allCases.map(\.rawValue)
        self.init(spec: spec, reader: reader, fallback: nil, read: reader.single { $0 })
    }
}

extension OptionSpec {
    /// A one-value option as the typed declarations build it.
    fileprivate static func typed(
        _ long: String,
        short: Character?,
        valueName: String,
        help: String,
        default value: String? = nil,
        environment: String? = nil,
        example: String?,
        conflicts: [String],
        completion: CompletionKind,
        numeric: Bool = false
    ) -> OptionSpec {
        var spec = OptionSpec(
            long: long,
            short: short,
            kind: .value,
            valueName: valueName,
            help: help,
            defaultValue: value,
            example: example
        )
        spec.environmentVariable = environment
        spec.conflicts = conflicts
        spec.completion = completion
        spec.valueIsNumeric = numeric
        return spec
    }
}
