/// A `--format` template: text with `%x` placeholders (`LinePlaceholders`), checked once against
/// the placeholders a command offers, then filled for each place. Two templates are equal when
/// their text is.
struct LineTemplate: Sendable, Hashable {
    /// A run of literal text, or a placeholder.
    enum Part: Sendable {
        case text(String)
        case placeholder(LinePlaceholder)
    }

    /// The template as written.
    let text: String
    let parts: [Part]

    /// Why a template cannot be used.
    enum Problem: Error, Sendable, Hashable {
        /// `%x` (or a `%` ending the text: the token is `%`) is no placeholder.
        case unknown(token: String)
        /// The placeholder exists, but the command does not fetch what it needs.
        case notOffered(token: String, summary: String)
    }

    /// Reads `text` in one pass, accepting only the placeholders in `offered`.
    ///
    /// - Throws: `Problem` for the first `%` that starts no placeholder, or one not offered.
    init(_ text: String, offering offered: [LinePlaceholder]) throws(Problem) {
        var parts: [Part] = []
        for part in PercentEscapes.parts(of: text) {
            switch part {
            case .text(let literal):
                parts.append(.text(literal))
            case .escape(nil):
                throw .unknown(token: "%")
            case .escape(let letter?):
                guard let placeholder = LinePlaceholders.named(letter) else {
                    throw .unknown(token: "%" + String(letter))
                }
                guard offered.contains(where: { $0.letter == letter }) else {
                    throw .notOffered(token: placeholder.token, summary: placeholder.summary)
                }
                parts.append(.placeholder(placeholder))
            }
        }
        self.text = text
        self.parts = parts
    }

    static func == (left: LineTemplate, right: LineTemplate) -> Bool {
        left.text == right.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    /// The line for `subject`: each placeholder's value, `-` for an unknown one; a placeholder
    /// with nothing to say (an empty value: no rain coming, no alert) takes the space before it
    /// away, so that an optional part leaves no double or trailing space (`%r %a`).
    func render(_ subject: LineSubject) -> String {
        var line = ""
        for part in parts {
            switch part {
            case .text(let text): line += text
            case .placeholder(let placeholder):
                let value = placeholder.value(subject) ?? "-"
                if value.isEmpty, line.hasSuffix(" ") { line.removeLast() }
                line += value
            }
        }
        return line
    }
}
