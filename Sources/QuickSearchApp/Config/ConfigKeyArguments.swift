import CommandKit

/// The KEY argument of `config get`, `set` and `unset`, and the key it names.
struct ConfigKeyArguments: ParsableArguments {
    @Argument(
        "key",
        help:
            "One of: \(ConfigKey.names.joined(separator: ", ")); or format.NAME, a --format template of weather and dust kept under NAME.",
        completion: .words(ConfigKey.names)
    )
    var name: String

    /// The key `name` names (in any case), or the template `format.NAME` (as written).
    ///
    /// - Throws: `ValidationError` (exit 64) for an unknown one, with the closest name or the
    ///   key of the variable it spells (`QSEARCH_SORT`), else every name.
    var key: ConfigKey {
        get throws {
            if let key = ConfigKey.named(name.lowercased()) ?? ConfigKey.template(name) { return key }
            if name.hasPrefix(LineFormats.settingPrefix) {
                let reserved = WeatherCommand.formats.reservedNames + DustCommand.formats.reservedNames
                throw ValidationError(
                    "\(UsageError.quoted(name)) cannot name a template: after format. comes a lowercase letter, then lowercase letters, digits, - or _, and not a built-in name (\(Set(reserved).sorted().joined(separator: ", ")))"
                )
            }
            let suggestion =
                EditDistance.closest(to: name, among: ConfigKey.names)
                ?? ConfigKey.all.first { $0.variable == name.uppercased() }?.name
            let advice =
                suggestion.map { "did you mean '\($0)'?" }
                ?? "choose one of: \(ConfigKey.names.joined(separator: ", "))"
            throw ValidationError("unknown key \(UsageError.quoted(name)); \(advice)")
        }
    }

    func validate() throws {
        _ = try key
    }
}
