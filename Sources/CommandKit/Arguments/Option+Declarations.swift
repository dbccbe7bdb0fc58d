/// The ways to declare a typed option. Each is a labelled entry point to the one generic
/// initialiser below: the value conversion (an `OptionValueReader`) gives the spec what it knows
/// of the values (allowed ones, whether numeric, how a default is written), so the spec and the
/// value are built from the same declaration.
extension Option where Value: RangedOptionValue {
    /// A number within `range` (`Int`: whole numbers, `Double`: decimals), `default` when absent
    /// (and `environment` unset); `unit` (e.g. `seconds`) is named in the message about a bad
    /// variable.
    public init(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        default value: Value,
        range: ClosedRange<Value>,
        unit: String? = nil,
        environment: String? = nil,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) {
        self.init(
            defaulted: OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            reader: Value.optionReader(within: range, unit: unit),
            default: value,
            environment: environment,
            conflicts: conflicts,
            completion: completion
        )
    }
}

extension Option {
    /// A number within `range`, or `nil` when absent.
    public init<Number: RangedOptionValue>(
        _ long: String,
        short: Character? = nil,
        valueName: String = "n",
        help: String,
        range: ClosedRange<Number>,
        example: String? = nil,
        conflicts: [String] = [],
        completion: CompletionKind = .none
    ) where Value == Number? {
        self.init(
            absentAsNil: OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            reader: Number.optionReader(within: range, unit: nil),
            conflicts: conflicts,
            completion: completion
        )
    }

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
        let example = Choice.allCases.first?.rawValue
        self.init(
            absentAsNil: OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            reader: .choice,
            conflicts: conflicts,
            completion: completion
        )
    }

    /// A value read by `reader`, `nil` when absent (and `environment` unset).
    fileprivate init<Base>(
        absentAsNil names: OptionNames,
        reader: OptionValueReader<Base>,
        environment: String? = nil,
        conflicts: [String],
        completion: CompletionKind
    ) where Value == Base? {
        self.init(
            names,
            reader: reader,
            environment: environment,
            conflicts: conflicts,
            completion: completion,
            fallback: nil,
            read: reader.single { $0 }
        )
    }

    /// The one initialiser every typed declaration ends in: the spec from `names`, the other
    /// settings and what `reader` knows of the values; `read` turns the texts given into the
    /// property's value, `fallback` stands when none is given.
    fileprivate init<Base>(
        _ names: OptionNames,
        kind: OptionKind = .value,
        reader: OptionValueReader<Base>,
        default value: Base? = nil,
        environment: String? = nil,
        conflicts: [String],
        completion: CompletionKind,
        fallback: Value,
        read: @escaping @Sendable ([String]) -> Read
    ) {
        let spec = OptionSpec(
            long: names.long,
            short: names.short,
            kind: kind,
            valueName: names.valueName,
            help: names.help,
            allowedValues: reader.allowedValues,
            defaultValue: value.map(reader.written),
            example: names.example,
            conflicts: conflicts,
            environmentVariable: environment,
            valueIsNumeric: reader.isNumeric,
            completion: completion
        )
        self.init(spec: spec, reader: reader, fallback: fallback, read: read)
    }
}

extension Option where Value == Double? {
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
        self.init(
            absentAsNil: OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            reader: .duration,
            conflicts: conflicts,
            completion: completion
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
        self.init(
            absentAsNil: OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            reader: .text,
            environment: environment,
            conflicts: conflicts,
            completion: completion
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
        self.init(
            defaulted: OptionNames(long: long, short: short, valueName: valueName, help: help, example: value),
            reader: .text,
            default: value,
            environment: environment,
            conflicts: conflicts,
            completion: completion
        )
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
        self.init(
            defaulted: OptionNames(long: long, short: short, valueName: valueName, help: help, example: value.rawValue),
            reader: .choice,
            default: value,
            environment: environment,
            conflicts: conflicts,
            completion: completion
        )
    }
}

extension Option {
    /// A value read by `reader`, `value` when absent (and `environment` unset).
    fileprivate init(
        defaulted names: OptionNames,
        reader: OptionValueReader<Value>,
        default value: Value,
        environment: String?,
        conflicts: [String],
        completion: CompletionKind
    ) {
        self.init(
            names,
            reader: reader,
            default: value,
            environment: environment,
            conflicts: conflicts,
            completion: completion,
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
        self.init(
            OptionNames(long: long, short: short, valueName: valueName, help: help, example: example),
            kind: .repeatableValue,
            reader: OptionValueReader.text,
            environment: environment,
            conflicts: conflicts,
            completion: completion,
            fallback: [],
            read: OptionValueReader.text.all()
        )
    }

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
        self.init(
            OptionNames(long: long, short: nil, valueName: valueName, help: help, example: example),
            kind: .commandLine,
            reader: OptionValueReader.text,
            conflicts: [],
            completion: completion,
            fallback: [],
            read: OptionValueReader.text.all()
        )
    }
}

/// What names an option and says what it is for, as every typed declaration takes it.
private struct OptionNames {
    var long: String
    var short: Character?
    var valueName: String
    var help: String
    /// The sample value in messages (`e.g. --limit 50`), when not the default.
    var example: String?
}
