/// One setting as `config list` shows it: its key, the value a command would use, and where
/// that value comes from.
struct ConfigSetting: Sendable, Hashable {
    /// Where a value comes from, in the order they win: the environment, then the file, then the
    /// built-in default.
    enum Source: String, Sendable, Hashable {
        case environment
        case file
        case `default`
    }

    /// The key users type: `limit`, or a template's `format.NAME`.
    let key: String
    /// The variable it is stored under: `QSEARCH_LIMIT`, or `format.NAME`.
    let variable: String
    /// The value used; nil for a default that is nothing.
    let value: String?
    let source: Source
    /// The file's value when the environment overrides it.
    let overriddenFileValue: String?
    /// Whether the value is one the option refuses (the other commands stop with exit 78).
    let isRefused: Bool
}
