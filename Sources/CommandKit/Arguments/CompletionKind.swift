/// What a shell completion offers for an option's value or a positional argument, declared as data
/// next to the option or slot (see `OptionSpec.completing(_:)`, `PositionalSpec.completing(_:)`).
public enum CompletionKind: Sendable, Hashable {
    /// Free text: nothing to offer.
    case none
    /// These words (an enumerated option offers its allowed values without saying so).
    case words([String])
    /// These words, each with what it stands for: zsh and fish show the description beside the
    /// word, bash offers the words alone.
    case described([DescribedWord])
    /// A path to a file.
    case file
    /// A path to a directory.
    case directory
    /// Values the program lists at completion time (`PROGRAM __complete NAME`), such as the
    /// user's saved names.
    case stored(StoredCompletion)
}

/// A word a completion offers, with what it stands for (`%t`: `the temperature now`).
public struct DescribedWord: Sendable, Hashable {
    public let word: String
    /// One line.
    public let description: String

    public init(_ word: String, _ description: String) {
        self.word = word
        self.description = description
    }
}

/// A kind of value a completion script asks the program for at completion time, by name
/// (`PROGRAM __complete NAME`); the program declares its kinds and answers for them.
public struct StoredCompletion: RawRepresentable, Sendable, Hashable {
    /// The name the script passes to `__complete`.
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }
}

extension OptionSpec {
    /// This option, completing its value as `kind` says, e.g. `.value("html", …).completing(.file)`.
    public func completing(_ kind: CompletionKind) -> OptionSpec {
        var option = self
        option.completion = kind
        return option
    }

    /// What completes the value: the declared kind, else the allowed values; `nil` for a flag.
    public var valueCompletion: CompletionKind? {
        guard takesValue else { return nil }
        if completion == .none, let allowedValues { return .words(allowedValues) }
        return completion
    }
}

extension PositionalSpec {
    /// This slot, completing its arguments as `kind` says, e.g. `.required("place", …).completing(.stored(.places))`.
    public func completing(_ kind: CompletionKind) -> PositionalSpec {
        var positional = self
        positional.completion = kind
        return positional
    }
}

extension CommandSpec {
    /// This command, left out of help, completions and manual pages (an interface for scripts).
    public func hidden() -> CommandSpec {
        var spec = self
        spec.isHidden = true
        return spec
    }

    /// The subcommands a user is shown: all but the hidden ones.
    public var visibleSubcommands: [CommandSpec] {
        subcommands.filter { !$0.isHidden }
    }
}
