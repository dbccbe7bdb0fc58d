import Foundation
import QuickSearchDomain

extension ConfigFile {
    /// `text` with the setting `name` given `value` (nil removes it), every other line kept as it
    /// was: comments, blank lines, keys. The first line setting `name` is replaced in place and
    /// later ones dropped; a new setting is appended; a byte order mark before the first line is
    /// dropped. `text` must parse (see `parse`).
    ///
    /// - Throws: `ConfigurationError` when `text` has a malformed line, or `value` cannot be
    ///   written as one `NAME=value` line (a line break, or both kinds of quote).
    public static func setting(_ name: String, to value: String?, in text: String, path: String) throws -> String {
        _ = try parse(text, path: path)
        var lines = withoutByteOrderMark(text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let replacement = try value.map { "\(name)=\(try written($0, name: name))" }
        var result: [String] = []
        var replaced = false
        for line in lines {
            guard settingName(of: line) == name else {
                result.append(line)
                continue
            }
            if let replacement, !replaced { result.append(replacement) }
            replaced = true
        }
        if let replacement, !replaced { result.append(replacement) }
        return result.isEmpty ? "" : result.joined(separator: "\n") + "\n"
    }

    /// The variable a line sets, or nil for a comment or blank line.
    static func settingName(of line: String) -> String? {
        var trimmed = line.trimmingSpaces()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        if trimmed.hasPrefix("export ") { trimmed.removeFirst("export ".count) }
        guard let equals = trimmed.firstIndex(of: "=") else { return nil }
        return trimmed[..<equals].trimmingSpaces()
    }

    /// `value` as `parse` reads it back: bare when plain, else in single (or double) quotes.
    private static func written(_ value: String, name: String) throws -> String {
        if value.contains(where: { $0.isNewline || ($0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) }) {
            throw ConfigurationError(
                variables: [name],
                message: "a value for \(name) cannot hold a line break or control character"
            )
        }
        let plain = !value.isEmpty && value.allSatisfy { !" \t#'\"".contains($0) }
        if plain { return value }
        if !value.contains("'") { return "'\(value)'" }
        if !value.contains("\"") { return "\"\(value)\"" }
        throw ConfigurationError(variables: [name], message: "a value for \(name) cannot hold both ' and \"")
    }
}
