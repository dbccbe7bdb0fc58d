extension OptionSpec {
    /// A switch that takes no value, e.g. `.flag("json", help: "Print one JSON document.")`.
    public static func flag(_ long: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(long: long, short: short, kind: .flag, help: help)
    }

    /// An option with one value, e.g. `.value("limit", short: "n", valueName: "n", help: "…", default: "20")`.
    public static func value(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        default defaultValue: String? = nil,
        example: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            long: long,
            short: short,
            kind: .value,
            valueName: valueName,
            help: help,
            defaultValue: defaultValue,
            example: example
        )
    }

    /// An option whose one value must be one of `values`, e.g. `.choice("sort", values: ["date", "relevance"], help: "…")`.
    public static func choice(
        _ long: String,
        short: Character? = nil,
        values: [String],
        valueName: String = "value",
        help: String,
        default defaultValue: String? = nil
    ) -> OptionSpec {
        var spec = value(long, short: short, valueName: valueName, help: help, default: defaultValue)
        spec.allowedValues = values
        spec.example = defaultValue ?? values.first
        return spec
    }

    /// An option that may be given many times, e.g. `.repeatable("tag", valueName: "tag", help: "…")`.
    public static func repeatable(
        _ long: String,
        short: Character? = nil,
        valueName: String = "value",
        help: String,
        allowedValues: [String]? = nil,
        example: String? = nil
    ) -> OptionSpec {
        var spec = value(long, short: short, valueName: valueName, help: help, example: example ?? allowedValues?.first)
        spec.kind = .repeatableValue
        spec.allowedValues = allowedValues
        return spec
    }

    /// This option, refusing to be combined with `--names`, e.g.
    /// `.flag("clear", help: "…").conflicting(with: "limit", "json")`.
    public func conflicting(with names: String...) -> OptionSpec {
        var option = self
        option.conflicts += names
        return option
    }

    /// This option, accepting to be given without its value (see `valueMayBeOmitted`).
    public func omittingValueAllowed() -> OptionSpec {
        var option = self
        option.valueMayBeOmitted = true
        return option
    }

    /// This option, with a numeric value (see `valueIsNumeric`).
    public func numericValue() -> OptionSpec {
        var option = self
        option.valueIsNumeric = true
        return option
    }

    /// Whether the option consumes a value.
    public var takesValue: Bool { kind != .flag }

    /// What help and manual pages say of an option that takes the rest of the line.
    static let commandLineNote = "Takes every word after it, options too, up to a lone ';' or the end."

    /// The value shown in "e.g." hints: the example, else the default, else the placeholder.
    var sampleValue: String {
        example ?? defaultValue ?? allowedValues?.first ?? "<\(valueName)>"
    }
}
