/// Quoting and names for the completion scripts' generated text.
enum ShellQuoting {
    /// `text` as one POSIX shell word in single quotes (also valid in zsh and fish).
    static func single(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    /// `text` in fish single quotes, where only `\` and `'` are escaped.
    static func fish(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: #"\"#, with: #"\\"#).replacingOccurrences(of: "'", with: #"\'"#) + "'"
    }

    /// `name` as a shell identifier: every character other than an ASCII letter or digit becomes `_`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }
}
