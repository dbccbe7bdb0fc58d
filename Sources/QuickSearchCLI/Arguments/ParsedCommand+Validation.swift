extension ParsedCommand {
    /// The value of `--name` as a whole number within `range`, or `nil` when absent.
    ///
    /// Throws e.g. `--limit must be a whole number from 1 to 1000, got 'abc'`.
    public func int(_ name: String, range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw invalid(
                "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(UsageError.quoted(text))"
            )
        }
        return number
    }

    /// The value of `--name` as a whole number within `range`, or `fallback` when absent.
    public func int(_ name: String, range: ClosedRange<Int>, default fallback: Int) throws(UsageError) -> Int {
        try int(name, range: range) ?? fallback
    }

    /// The value of `--name` as a finite decimal number within `range`, or `nil` when absent.
    ///
    /// Throws e.g. `--lat must be a number from -90 to 90, got 'north'`.
    public func double(_ name: String, range: ClosedRange<Double>) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        let isPlainNumber = text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }
        guard isPlainNumber, let number = Double(text), number.isFinite, range.contains(number) else {
            throw invalid(
                "--\(name) must be a number from \(plain(range.lowerBound)) to \(plain(range.upperBound)), got \(UsageError.quoted(text))"
            )
        }
        return number
    }

    /// The value of `--name` as a case of `Choice` (matched on raw value, ignoring case), or `nil` when absent.
    ///
    /// Throws e.g. `--sort must be one of: date, relevance; got 'size'`.
    public func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, as type: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        guard let text = value(name) else { return nil }
        if let match = Choice.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) {
            return match
        }
        let allowed = Choice.allCases.map(\.rawValue)
        throw invalid("--\(name) must be one of: \(allowed.joined(separator: ", ")); got \(UsageError.quoted(text))")
    }

    /// The value of `--name` as a duration in seconds (`30d`, `12h`, `90m`, `2w`, `1h30m`), or `nil` when absent.
    ///
    /// Throws e.g. `--within must be a duration such as 30d, 12h, 90m or 2w, got '30'`.
    public func duration(_ name: String) throws(UsageError) -> Double? {
        guard let text = value(name) else { return nil }
        guard let seconds = DurationParser.seconds(from: text) else {
            throw invalid("--\(name) must be a duration such as 30d, 12h, 90m or 2w, got \(UsageError.quoted(text))")
        }
        return seconds
    }

    private func invalid(_ reason: String) -> UsageError {
        UsageError.invalidValue(reason, helpCommand: commandName)
    }

    private func plain(_ number: Double) -> String {
        if number.isFinite, number.rounded() == number, abs(number) < 1e15 {
            return String(Int(number))
        }
        return String(number)
    }
}
