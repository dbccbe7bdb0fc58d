import CommandKit
import QuickSearchData

/// The `--format` values of a command that reports on places: its built-in styles (`table`, and
/// `line` where it is not a template), its built-in named templates, the user's named templates
/// (`format.NAME=…` in the config file, or the environment) and templates typed in full.
struct LineFormats: Sendable {
    /// What `--format` selects.
    enum Selection: Sendable {
        /// A built-in style the command renders itself (`table`, `dust`'s `line`).
        case style(String)
        /// A template, filled once per place.
        case template(LineTemplate)
    }

    /// The command, for messages (`weather`).
    let command: String
    /// The styles the command renders itself with what each shows, in help's order.
    let styles: [(name: String, summary: String)]
    /// The named templates built in, by name (`weather`'s `line`).
    let builtIn: [(name: String, template: String)]
    /// The placeholders the command offers.
    let offered: [LinePlaceholder]

    /// The prefix of the settings that name templates: `format.NAME=…`.
    static let settingPrefix = ConfigFile.templatePrefix

    /// The names built in, which a user's template cannot take.
    var reservedNames: [String] { styles.map(\.name) + builtIn.map(\.name) }

    /// What completion offers for `--format`: the names built in and every placeholder, each with
    /// what it shows.
    var completion: CompletionKind {
        .described(
            styles.map { DescribedWord($0.name, $0.summary) }
                + builtIn.map { DescribedWord($0.name, "the template \($0.template)") }
                + offered.map { DescribedWord($0.token, $0.summary) }
        )
    }

    /// Whether `name` may name a user's template: what the config file takes after `format.`
    /// (`ConfigFile.isSettingName`), and not a built-in name.
    func isUserName(_ name: String) -> Bool {
        ConfigFile.isSettingName(Self.settingPrefix + name) && !reservedNames.contains(name)
    }

    /// Checks a value typed on the command line that is a template (holds `%`); a name is
    /// checked when it is selected (`selection(for:in:)`), where the config file is known.
    ///
    /// - Throws: `ValidationError` (exit 64) naming the first placeholder the command lacks.
    func validate(_ value: String) throws {
        if value.contains("%") { _ = try template(value, setting: nil) }
    }

    /// What `value` selects: a style, a built-in or user's named template, or a template.
    ///
    /// - Throws: `ValidationError` (exit 64) for an unknown name or a placeholder the command
    ///   lacks; `ConfigurationError` (exit 78) for a user's template with an unknown placeholder.
    func selection(for value: String, in environment: Environment) throws -> Selection {
        if styles.contains(where: { $0.name == value }) { return .style(value) }
        if let named = builtIn.first(where: { $0.name == value }) {
            return .template(try template(named.template, setting: nil))
        }
        if value.contains("%") { return .template(try template(value, setting: nil)) }
        let setting = Self.settingPrefix + value
        if isUserName(value), let text = environment.value(setting) {
            return .template(try template(text, setting: setting))
        }
        let names = reservedNames + userNames(in: environment)
        let suggestion = EditDistance.closest(to: value, among: names).map { " did you mean '\($0)'?" } ?? ""
        throw ValidationError(
            "--format: no format called \(UsageError.quoted(value));\(suggestion) use \(names.joined(separator: ", ")), a template with % placeholders, or a name of your own set in the config file (format.NAME=TEMPLATE)"
        )
    }

    /// The names of the user's templates that `environment` holds, sorted.
    func userNames(in environment: Environment) -> [String] {
        environment.variables.keys.compactMap { key in
            guard key.hasPrefix(Self.settingPrefix) else { return nil }
            let name = String(key.dropFirst(Self.settingPrefix.count))
            return isUserName(name) ? name : nil
        }
        .sorted()
    }

    /// `text` read as a template of this command; `setting` names where it was written when it
    /// came from the config file.
    private func template(_ text: String, setting: String?) throws -> LineTemplate {
        do {
            return try LineTemplate(text, offering: offered)
        } catch .unknown(let token) {
            let known = offered.map(\.token).joined(separator: " ")
            let reason = "unknown placeholder \(UsageError.quoted(token)); qsearch \(command) knows \(known)"
            guard let setting else {
                throw ValidationError("--format: \(reason) (qsearch \(command) --help says what each shows)")
            }
            throw ConfigurationError(variables: [setting], message: "\(setting) in the config file: \(reason)")
        } catch .notOffered(let token, let summary) {
            let known = offered.map(\.token).joined(separator: " ")
            throw ValidationError(
                "--format: \(token) (\(summary)) is not among what qsearch \(command) fetches; it knows \(known), and qsearch weather --format knows every placeholder"
            )
        }
    }
}
