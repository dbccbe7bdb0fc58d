import Foundation
import QuickSearchDomain

/// Keys and settings kept in a file instead of the shell environment:
/// `$XDG_CONFIG_HOME/quicksearch/config` (default `~/.config/quicksearch/config`), one
/// `NAME=value` per line, `#` comments (whole lines, or after a space as in a shell). Variables set in the environment win over the file.
/// Besides variables, it names `--format` templates: `format.NAME=TEMPLATE`.
///
/// The file may hold secrets: it is used only when others cannot change it, and, when it holds
/// keys, cannot read it (see `exposure(mode:settings:)`).
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
    /// - Throws: `ConfigurationError` when the file has a line that is not `NAME=value`, or others
    ///   may use it against its owner (see `exposure(mode:settings:)`).
    public static func merged(into environment: Environment) throws -> Environment {
        guard let url = location(in: environment), let settings = try settings(at: url) else {
            return environment
        }
        if let mode = mode(atPath: url.path), let exposure = exposure(mode: mode, settings: settings) {
            throw ConfigurationError(
                variables: exposure.keys,
                message: "\(url.path) \(exposure.reason); run 'chmod 600 \(url.path)'"
            )
        }
        var merged = environment
        for (name, value) in settings where environment.value(name) == nil {
            merged.variables[name] = value
        }
        return merged
    }

    /// The settings of the file at `url`, in order, whoever may read it; nil when there is no file.
    ///
    /// - Throws: `ConfigurationError` for a file that cannot be read, is not UTF-8, or has a
    ///   malformed line.
    public static func settings(at url: URL) throws -> [(String, String)]? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ConfigurationError(variables: [], message: "cannot read \(url.path); check its owner and permissions")
        }
        return try parse(try text(of: data, path: url.path), path: url.path)
    }

    /// The file's bytes as text: UTF-8, after the byte order mark some editors write first.
    ///
    /// - Throws: `ConfigurationError` for a file that starts with a UTF-16 byte order mark.
    public static func text(of data: Data, path: String) throws -> String {
        let head = Array(data.prefix(3))
        if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            throw ConfigurationError(variables: [], message: "\(path) is saved as UTF-16; save it as UTF-8")
        }
        let body = head == [0xEF, 0xBB, 0xBF] ? data.dropFirst(3) : data[...]
        return String(decoding: body, as: UTF8.self)
    }

    /// Reads `NAME=value` lines as a shell would: values may be quoted (`"…"` or `'…'`, no
    /// escapes), an unquoted `#` after a space or tab starts a comment (right after `=` it is
    /// data: `KEY=#x` is `#x`, `KEY= #x` is empty), and spaces around an unquoted value are
    /// dropped. A byte order mark (U+FEFF) before the first line is skipped; one starting a later
    /// line is named. Errors name the line, never its value.
    public static func parse(_ text: String, path: String) throws -> [(String, String)] {
        var settings: [(String, String)] = []
        for (number, rawLine) in withoutByteOrderMark(text).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
        {
            var line = rawLine.trimmingSpacesAndNewlines()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.unicodeScalars.first == Self.byteOrderMark {
                throw ConfigurationError(
                    variables: [],
                    message: "\(path), line \(number + 1): starts with a byte order mark (U+FEFF); remove it"
                )
            }
            if line.hasPrefix("export ") { line.removeFirst("export ".count) }
            guard let equals = line.firstIndex(of: "="),
                case let name = line[..<equals].trimmingSpaces(),
                isSettingName(name)
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

    /// Whether `name` may be set in the file: a variable (`QSEARCH_LIMIT`: ASCII capitals,
    /// digits, `_`), or a named `--format` template (`format.work`: `format.`, then a lowercase
    /// ASCII letter, then lowercase letters, digits, `-` or `_`).
    public static func isSettingName(_ name: String) -> Bool {
        if name.hasPrefix(templatePrefix) {
            let template = name.dropFirst(templatePrefix.count)
            guard let first = template.first, first.isASCII, first.isLowercase else { return false }
            return template.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-" || $0 == "_") }
        }
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
    }

    /// The prefix of the settings that name `--format` templates (`format.NAME=TEMPLATE`).
    public static let templatePrefix = "format."

    /// U+FEFF, which some editors write before a file's first line.
    static let byteOrderMark: Unicode.Scalar = "\u{FEFF}"

    /// `text` without a byte order mark before its first line.
    static func withoutByteOrderMark(_ text: String) -> String {
        text.unicodeScalars.first == byteOrderMark ? String(text.unicodeScalars.dropFirst()) : text
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
