/// How one option value is read from text, and what it must be when it cannot be.
public struct OptionValueReader<Value: Sendable>: Sendable {
    /// What a value must be, for `--long must be …`, e.g. `a whole number from 1 to 1000`.
    var requirement: String
    /// What the variable setting a default must be, when not `requirement`, e.g. `a number of
    /// seconds from 0.1 to 3600`.
    var environmentRequirement: String?
    /// `, got 'x'` for most values, `; got 'x'` after a list of choices.
    var separator = ", "
    /// The only texts accepted (a choice's cases), for help and completion; `nil`: any text.
    var allowedValues: [String]?
    /// Whether a value is a number or a duration (see `OptionSpec.valueIsNumeric`).
    var isNumeric = false
    /// A value as help writes it, e.g. the default: `30`, `1.5`, `accuracy`.
    var written: @Sendable (Value) -> String = { "\($0)" }
    /// The value `text` stands for, or `nil` when it is not acceptable.
    var read: @Sendable (String) -> Value?

    /// The option's value from `texts` (the last one), refusing what `read` refuses.
    func single<Result>(_ wrap: @escaping @Sendable (Value) -> Result) -> @Sendable ([String]) -> Option<Result>.Read {
        { texts in
            let text = texts.last ?? ""
            return read(text).map { .value(wrap($0)) } ?? .refused(text)
        }
    }

    /// Every value in `texts`, in order, refusing the first one `read` refuses.
    func all() -> @Sendable ([String]) -> Option<[Value]>.Read {
        { texts in
            var values: [Value] = []
            for text in texts {
                guard let value = read(text) else { return .refused(text) }
                values.append(value)
            }
            return .value(values)
        }
    }
}

/// A number an option reads within a range: `Int` (whole numbers) or `Double` (decimals).
public protocol RangedOptionValue: Comparable, Sendable {
    /// How a value within `range` is read; `unit` (e.g. `seconds`) is named in the messages
    /// about the variable that sets the default.
    static func optionReader(within range: ClosedRange<Self>, unit: String?) -> OptionValueReader<Self>
}

extension Int: RangedOptionValue {
    /// A whole number within `range`.
    public static func optionReader(within range: ClosedRange<Int>, unit: String?) -> OptionValueReader<Int> {
        let bounds = "from \(range.lowerBound) to \(range.upperBound)"
        return OptionValueReader(
            requirement: "a whole number \(bounds)",
            environmentRequirement: "a whole number \(unit.map { "of \($0) " } ?? "")\(bounds)",
            isNumeric: true,
            // Not the default's interpolation, which asks the runtime what an `Int` conforms to.
            written: { String($0) },
            read: { text in
                guard let number = Int(text), range.contains(number) else { return nil }
                return number
            }
        )
    }
}

extension Double: RangedOptionValue {
    /// A finite decimal number within `range` (no exponent, no `nan`), e.g. `a number of seconds
    /// from 0.1 to 3600` for the variable.
    public static func optionReader(within range: ClosedRange<Double>, unit: String?) -> OptionValueReader<Double> {
        let bounds =
            "from \(OptionValueReader.plain(range.lowerBound)) to \(OptionValueReader.plain(range.upperBound))"
        return OptionValueReader(
            requirement: "a number \(bounds)",
            environmentRequirement: "a number \(unit.map { "of \($0) " } ?? "")\(bounds)",
            isNumeric: true,
            written: { OptionValueReader.plain($0) },
            read: { text in
                let isPlainNumber = text.allSatisfy {
                    $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+")
                }
                guard isPlainNumber, let number = Double(text), number.isFinite, range.contains(number) else {
                    return nil
                }
                return number
            }
        )
    }
}

extension OptionValueReader where Value == Double {
    /// A duration in seconds written as `30d`, `12h`, `90m`, `2w` or `1h30m` (see `DurationParser`).
    static var duration: Self {
        Self(
            requirement: "a positive duration such as 30d, 12h, 90m or 2w",
            isNumeric: true,
            read: DurationParser.seconds(from:)
        )
    }

    /// A number as typed in help and messages: `30`, `1.5`.
    public static func plain(_ number: Double) -> String {
        if number.isFinite, number.rounded() == number, abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}

extension OptionValueReader where Value == String {
    /// Any text.
    static var text: Self {
        Self(requirement: "text") { $0 }
    }
}

extension OptionValueReader where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// A case of `Value`, by raw value, ignoring case.
    static var choice: Self {
        // Closures, not `\.rawValue`: a key path into a generic type is built at run time, for
        // every option of this kind at every start.
        let names = Value.allCases.map { $0.rawValue }
        return Self(
            requirement: "one of: \(names.joined(separator: ", "))",
            separator: "; ",
            allowedValues: names,
            written: { $0.rawValue },
            read: { text in Value.allCases.first { $0.rawValue.lowercased() == text.lowercased() } }
        )
    }
}
