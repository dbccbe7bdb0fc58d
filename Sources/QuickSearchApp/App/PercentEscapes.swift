/// Text with `%` escapes, as `$BROWSER` commands (`%s`, `%%`) and `--format` templates (`%n`)
/// write them: read in one pass into runs of literal text and, for each `%`, the character after
/// it. What an escape means is the reader's to say.
enum PercentEscapes {
    /// A run of literal text, or the character after a `%` (nil for a `%` ending the text).
    enum Part: Sendable, Hashable {
        case text(String)
        case escape(Character?)
    }

    /// The parts of `text`, in order; consecutive literal characters are one run. Linear in `text`.
    static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                literal.append(character)
                continue
            }
            if !literal.isEmpty {
                parts.append(.text(literal))
                literal = ""
            }
            parts.append(.escape(characters.next()))
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        return parts
    }
}
