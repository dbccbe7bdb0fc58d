/// The state of one left-to-right pass over a command line.
///
/// Mistakes are recorded rather than thrown at once, so a later `--help` still wins.
struct ArgumentScanner {
    private let arguments: [String]
    private var chain: [CommandSpec]
    private var subcommandPath: [String] = []
    private var occurrences: [OptionOccurrence] = []
    private var positionalWords: [String] = []
    private var firstError: UsageError?
    private var helpRequested = false
    private var versionRequested = false
    private var optionsEnded = false
    private var index = 0

    init(arguments: [String], root: CommandSpec) {
        self.arguments = arguments
        self.chain = [root]
    }

    private var current: CommandSpec { chain[chain.count - 1] }
    private var commandName: String { ([chain[0].name] + subcommandPath).joined(separator: " ") }

    mutating func run() throws(UsageError) -> ParseOutcome {
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if optionsEnded {
                positionalWords.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                scanLongOption(word)
            } else if word.hasPrefix("-"), word != "-", !isNegativeNumberArgument(word) {
                scanShortCluster(word)
            } else {
                scanWord(word)
            }
        }
        if helpRequested {
            return .help(HelpRequest(chain: chain))
        }
        if versionRequested { return .version }
        checkConflicts()
        if let firstError { throw firstError }
        if current.isGroup {
            throw UsageError.missingSubcommand(parent: commandName, available: current.visibleSubcommands.map(\.name))
        }
        var assigner = PositionalAssigner(slots: current.positionals, words: positionalWords, commandName: commandName)
        let positionals = try assigner.assign()
        return .run(
            ParsedCommand(
                programName: chain[0].name,
                subcommandPath: subcommandPath,
                options: occurrences,
                positionals: positionals,
                arguments: positionalWords
            )
        )
    }

    // MARK: - Words

    private mutating func scanWord(_ word: String) {
        guard !current.subcommands.isEmpty, positionalWords.isEmpty else {
            positionalWords.append(word)
            return
        }
        if let subcommand = current.subcommand(named: word) {
            chain.append(subcommand)
            subcommandPath.append(subcommand.name)
        } else if current.positionals.isEmpty {
            let names = current.visibleSubcommands.map(\.name)
            record(
                .unknownSubcommand(
                    word,
                    parent: commandName,
                    suggestions: current.suggestedSubcommands(for: word),
                    available: names
                )
            )
        } else {
            positionalWords.append(word)
        }
    }

    // MARK: - Long options

    private mutating func scanLongOption(_ word: String) {
        let body = word.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        if name == "help" {
            helpRequested = true
            return
        }
        if name == "version", chain.count == 1 {
            versionRequested = true
            return
        }
        let typed = "--\(name)"
        guard let option = chain.option(long: name) else {
            var candidates = chain.visibleOptions.map { "--\($0.long)" } + ["--help"]
            if chain.count == 1 { candidates.append("--version") }
            if let suggestion = EditDistance.closest(to: typed, among: candidates) {
                record(.unknownOption(typed, suggestion: suggestion, helpCommand: commandName))
            } else if let path = current.pathToSubcommand(declaring: name) {
                let example = ([commandName] + path + [typed]).joined(separator: " ")
                record(.misplacedOption(typed, example: example, helpCommand: commandName))
            } else {
                record(.unknownOption(typed, suggestion: nil, helpCommand: commandName))
            }
            return
        }
        if option.kind == .commandLine {
            takeCommandLine(for: option, typed: typed, first: inlineValue)
            return
        }
        if option.kind == .flag {
            if let inlineValue {
                record(.flagGivenValue(typed, value: inlineValue, helpCommand: commandName))
            } else {
                occurrences.append(OptionOccurrence(name: option.long, value: nil))
            }
            return
        }
        if let inlineValue {
            accept(inlineValue, for: option, typed: typed)
        } else {
            takeNextValue(for: option, typed: typed)
        }
    }

    // MARK: - Short options

    private mutating func scanShortCluster(_ word: String) {
        let letters = Array(word.dropFirst())
        var position = 0
        while position < letters.count {
            let letter = letters[position]
            position += 1
            let typed = "-\(letter)"
            if letter == "h" {
                helpRequested = true
                continue
            }
            guard let option = chain.option(short: letter) else {
                let suggestion = shortSuggestion(for: word)
                if position == 1, suggestion == nil, word.count > 2, !current.positionals.isEmpty {
                    record(.dashArgument(word, example: "\(commandName) -- \(word)", helpCommand: commandName))
                } else {
                    record(.unknownOption(typed, suggestion: suggestion, helpCommand: commandName))
                }
                return
            }
            if option.kind == .flag {
                occurrences.append(OptionOccurrence(name: option.long, value: nil))
                continue
            }
            var rest = String(letters[position...])
            if rest.hasPrefix("=") { rest.removeFirst() }
            if option.kind == .commandLine {
                takeCommandLine(for: option, typed: typed, first: position < letters.count ? rest : nil)
                return
            }
            if position < letters.count {
                accept(rest, for: option, typed: typed)
            } else {
                takeNextValue(for: option, typed: typed)
            }
            return
        }
    }

    /// For `-limit`, suggests `--limit`; a lone unknown letter gets no suggestion.
    private func shortSuggestion(for word: String) -> String? {
        guard word.count > 2 else { return nil }
        let asLong = "-\(word)"
        let candidates = chain.visibleOptions.map { "--\($0.long)" }
        return EditDistance.closest(to: asLong, among: candidates)
    }

    // MARK: - Values

    private mutating func takeNextValue(for option: OptionSpec, typed: String) {
        if option.valueMayBeOmitted, index == arguments.count || arguments[index].hasPrefix("-") {
            occurrences.append(OptionOccurrence(name: option.long, value: ""))
            return
        }
        guard index < arguments.count else {
            record(.missingValue(typed, option: option, nextStartsWithDash: false, helpCommand: commandName))
            return
        }
        let next = arguments[index]
        if next.hasPrefix("-"), next != "-", !isNegativeNumber(next), !(option.valueIsNumeric && isSigned(next)) {
            let isHelp = next == "--help" || next == "-h"
            if !isHelp {
                record(.missingValue(typed, option: option, nextStartsWithDash: true, helpCommand: commandName))
            }
            return
        }
        index += 1
        accept(next, for: option, typed: typed)
    }

    /// The words of an option that takes the rest of the line (`--exec cmd arg…`): `first` (an
    /// inline value) and every word after it up to a lone `;`, which ends them and is dropped.
    /// Each word is one occurrence of the option, in order; it may be given once.
    private mutating func takeCommandLine(for option: OptionSpec, typed: String, first: String?) {
        if occurrences.contains(where: { $0.name == option.long }) {
            record(.repeatedCommandLine(typed, helpCommand: commandName))
        }
        var words = first.map { [$0] } ?? []
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == ";" { break }
            words.append(word)
        }
        guard let program = words.first, !program.isEmpty else {
            record(.missingValue(typed, option: option, nextStartsWithDash: false, helpCommand: commandName))
            return
        }
        occurrences += words.map { OptionOccurrence(name: option.long, value: $0) }
    }

    private mutating func accept(_ value: String, for option: OptionSpec, typed: String) {
        var value = value
        if let allowed = option.allowedValues {
            guard let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) else {
                record(.valueNotAllowed(typed, value: value, allowed: allowed, helpCommand: commandName))
                return
            }
            value = match
        }
        occurrences.append(OptionOccurrence(name: option.long, value: value))
    }

    /// Records the first pair of given options that their specs declare incompatible.
    private mutating func checkConflicts() {
        let given = occurrences.map(\.name)
        for name in given {
            guard let option = chain.option(long: name) else { continue }
            if let other = option.conflicts.first(where: given.contains) {
                record(.conflictingOptions(name, other, helpCommand: commandName))
                return
            }
        }
    }

    private mutating func record(_ error: UsageError) {
        if firstError == nil { firstError = error }
    }

    // MARK: - Numbers

    /// A negative number such as `-5`, `-3.25` or `-.5`.
    private func isNegativeNumber(_ word: String) -> Bool {
        guard word.hasPrefix("-") else { return false }
        let body = word.dropFirst()
        var digits = 0
        var dots = 0
        for character in body {
            if character == "." {
                dots += 1
            } else if character.isASCII, character.isNumber {
                digits += 1
            } else {
                return false
            }
        }
        return digits > 0 && dots <= 1
    }

    /// A minus sign then a digit or a dot, such as `-3d` or `-.5x`: a negative value for a numeric
    /// option, whatever follows (its reader says what is wrong with it).
    private func isSigned(_ word: String) -> Bool {
        guard word.hasPrefix("-"), let first = word.dropFirst().first else { return false }
        return first == "." || (first.isASCII && first.isNumber)
    }

    /// A negative number that is not a declared short option such as `-1`.
    private func isNegativeNumberArgument(_ word: String) -> Bool {
        guard isNegativeNumber(word), let first = word.dropFirst().first else { return false }
        return chain.option(short: first) == nil
    }
}
