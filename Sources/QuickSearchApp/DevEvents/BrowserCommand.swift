import CommandKit

/// One entry of `$BROWSER`, following the convention Python's `webbrowser` and many tools
/// share: the variable is a colon-separated list of commands tried in order; in each, `%s`
/// stands for the URL and `%%` for a literal `%`; a command without `%s` gets the URL as its
/// last argument. Words are split at spaces; single or double quotes keep spaces inside a word.
/// No shell is involved, so the URL is always exactly one argument (or part of one).
struct BrowserCommand: Equatable {
    /// The program and its arguments as written, before the URL is put in.
    let words: [String]

    /// The commands of a `$BROWSER` value, empty entries skipped.
    static func list(_ value: String) -> [BrowserCommand] {
        value.split(separator: ":", omittingEmptySubsequences: true)
            .map { BrowserCommand(words: split(String($0))) }
            .filter { !$0.words.isEmpty }
    }

    /// The program and arguments to run for `url`.
    func arguments(for url: String) -> [String] {
        var placed = false
        var result = words.map { word in
            PercentEscapes.parts(of: word).map { part in
                switch part {
                case .text(let text): return text
                case .escape("s"):
                    placed = true
                    return url
                case .escape("%"), .escape(nil): return "%"
                case .escape(let other?): return "%" + String(other)
                }
            }
            .joined()
        }
        if !placed { result.append(url) }
        return result
    }

    /// Splits at unquoted spaces and tabs; quotes group and are removed.
    private static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
