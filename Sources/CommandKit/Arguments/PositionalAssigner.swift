/// Shares positional words among a command's positional slots, in order.
///
/// Required slots take one word, optional slots one if enough words remain for the
/// required slots after them, and a variadic slot every word the later slots do not need.
struct PositionalAssigner {
    let slots: [PositionalSpec]
    let words: [String]
    let commandName: String

    mutating func assign() throws(UsageError) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var remaining = words[...]
        for (index, slot) in slots.enumerated() {
            let neededLater = slots[(index + 1)...].reduce(0) { $0 + $1.arity.minimum }
            let spare = max(0, remaining.count - neededLater)
            let take: Int
            switch slot.arity {
            case .required:
                guard !remaining.isEmpty else { throw .missingArgument(slot, helpCommand: commandName) }
                take = 1
            case .optional:
                take = min(1, spare)
            case .zeroOrMore:
                take = spare
            case .oneOrMore:
                guard !remaining.isEmpty else { throw .missingArgument(slot, helpCommand: commandName) }
                take = max(1, spare)
            }
            let taken = Array(remaining.prefix(take))
            remaining = remaining.dropFirst(take)
            if !taken.isEmpty { result[slot.name] = taken }
        }
        if let extra = remaining.first {
            throw .unexpectedArgument(extra, hint: extraHint(), helpCommand: commandName)
        }
        return result
    }

    private func extraHint() -> String? {
        guard let last = slots.last else { return "'\(commandName)' takes no arguments" }
        if last.arity.isVariadic { return nil }
        return "quote a value that contains spaces"
    }
}
