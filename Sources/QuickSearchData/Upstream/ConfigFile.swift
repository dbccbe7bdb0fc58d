import Foundation

/// Keys and settings kept in a file instead of the shell environment:
/// `$XDG_CONFIG_HOME/quicksearch/config` (default `~/.config/quicksearch/config`), one
/// `NAME=value` per line, `#` comments (whole lines, or after a space as in a shell). Variables set in the environment win over the file.
///
/// The file holds secrets, so it is used only when no one but its owner can read it.
public enum ConfigFile {
    /// Where the file is for this environment; nil when neither `XDG_CONFIG_HOME` nor `HOME` is
    /// an absolute path.
    public static func location(in environment: Environment) -> URL? {
        if let base = environment.value("XDG_CONFIG_HOME"), base.hasPrefix("/") {
            return URL(fileURLWithPath: base).appendingPathComponent("quicksearch/config")
        }
        guard let home = environment.value("HOME"), home.hasPrefix("/") else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/quicksearch/config")
    }

    /// The environment with the file's settings added under the variables already set.
    ///
    /// - Throws: `ConfigurationError` when the file is readable by group or others, or has a
    ///   line that is not `NAME=value`.
    public static func merged(into environment: Environment) throws -> Environment {
        guard let url = location(in: environment), FileManager.default.fileExists(atPath: url.path) else {
            return environment
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let mode = (attributes?[.posixPermissions] as? NSNumber)?.intValue, mode & 0o077 != 0 {
            throw ConfigurationError(
                variables: [],
                message: "\(url.path) holds keys but others can read it; run 'chmod 600 \(url.path)'"
            )
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(variables: [], message: "cannot read \(url.path); check its owner and permissions")
        }
        var merged = environment
        for (name, value) in try parse(String(decoding: data, as: UTF8.self), path: url.path)
        where environment.value(name) == nil {
            merged.variables[name] = value
        }
        return merged
    }

    /// Reads `NAME=value` lines as a shell would: values may be quoted (`"…"` or `'…'`, no
    /// escapes), an unquoted `#` after a space or tab starts a comment (right after `=` it is
    /// data: `KEY=#x` is `#x`, `KEY= #x` is empty), and spaces around an unquoted value are
    /// dropped. Errors name the line, never its value.
    public static func parse(_ text: String, path: String) throws -> [(String, String)] {
        var settings: [(String, String)] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("export ") { line.removeFirst("export ".count) }
            guard let equals = line.firstIndex(of: "="),
                case let name = line[..<equals].trimmingCharacters(in: .whitespaces),
                !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") })
            else {
                throw ConfigurationError(variables: [], message: "\(path), line \(number + 1): expected NAME=value")
            }
            guard let value = shellValue(line[line.index(after: equals)...]) else {
                throw ConfigurationError(variables: [], message: "\(path), line \(number + 1): a quote is not closed")
            }
            settings.append((name, value))
        }
        return settings
    }

    /// The value after `=`: quotes removed, a trailing comment dropped; nil when a quote is open.
    private static func shellValue(_ text: Substring) -> String? {
        var value = ""
        var quote: Character?
        var previousIsSpace = false
        var trailingSpaces = 0
        for character in text {
            if let open = quote {
                if character == open { quote = nil } else { value.append(character) }
                trailingSpaces = 0
                previousIsSpace = false
                continue
            }
            switch character {
            case "#" where previousIsSpace:
                return String(value.dropLast(trailingSpaces))
            case "\"", "'":
                quote = character
                trailingSpaces = 0
            case " ", "\t":
                if !value.isEmpty { value.append(character) }
                trailingSpaces = value.isEmpty ? 0 : trailingSpaces + 1
            default:
                value.append(character)
                trailingSpaces = 0
            }
            previousIsSpace = character == " " || character == "\t"
        }
        return quote == nil ? String(value.dropLast(trailingSpaces)) : nil
    }
}
