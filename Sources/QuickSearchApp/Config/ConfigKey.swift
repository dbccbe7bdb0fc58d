import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// A setting `qsearch config` manages: a friendly name for the variable an option reads as its
/// default, checked by that option's own rules before it is written.
struct ConfigKey: Sendable {
    /// The name users type, e.g. `limit`.
    let name: String
    /// The variable stored in the file, e.g. `QSEARCH_LIMIT`.
    let variable: String
    /// What it sets, for help.
    let summary: String
    /// What a value must be, e.g. `a whole number from 1 to 450`.
    let requirement: String
    /// `, ` or `; ` before `got '…'`, as the option's messages have it.
    let separator: String
    /// The built-in default, when there is one.
    let defaultValue: String?
    /// The value as written to the file (e.g. `recency` for `Recency`), or nil when it is refused.
    let canonical: @Sendable (String) -> String?

    /// The key for `option`, whose variable it sets and whose reader checks the value.
    init<Value>(_ name: String, option: Option<Value>, summary: String, text: @escaping @Sendable (Value) -> String) {
        self.name = name
        self.variable = option.spec.environmentVariable ?? ""
        self.summary = summary
        self.requirement = option.environmentRequirement
        self.separator = option.separator
        self.defaultValue = option.spec.defaultValue
        self.canonical = { value in
            guard case .value(let read) = option.read([value]) else { return nil }
            return text(read)
        }
    }

    private init(
        _ name: String,
        variable: String,
        summary: String,
        requirement: String,
        canonical: @escaping @Sendable (String) -> String?
    ) {
        self.name = name
        self.variable = variable
        self.summary = summary
        self.requirement = requirement
        self.separator = ", "
        self.defaultValue = nil
        self.canonical = canonical
    }

    /// Every key, in the order `config list` shows them.
    static let all: [ConfigKey] = [
        ConfigKey("sort", option: MediaSearchOptions.sort, summary: "--sort of images and videos", text: \.rawValue),
        ConfigKey(
            "limit",
            option: MediaSearchOptions.limit(for: MediaSearchOptions.shallowestKind),
            summary: "--limit of images and videos",
            text: { String($0) }
        ),
        sources,
        ConfigKey(
            "timeout",
            option: MediaSearchOptions.timeout,
            summary: "--timeout (seconds) of images, videos, places, dust and weather",
            text: OptionValueReader<Double>.plain
        ),
        ConfigKey(
            "color",
            option: ColorChoice.qsearchOption,
            summary: "--color of every qsearch command",
            text: \.rawValue
        ),
        downloadDirectory,
        nameTemplate,
    ]

    /// The names users type, in order.
    static var names: [String] { all.map(\.name) }

    /// The key called `name`, if any.
    static func named(_ name: String) -> ConfigKey? {
        all.first { $0.name == name }
    }

    /// `format.NAME`: a `--format` template of `weather` and `dust` kept under a name
    /// (`--format NAME`); nil when `name` (after `format.`) cannot name one (see `LineFormats`).
    static func template(_ key: String) -> ConfigKey? {
        guard key.hasPrefix(LineFormats.settingPrefix),
            WeatherCommand.formats.isUserName(String(key.dropFirst(LineFormats.settingPrefix.count)))
        else { return nil }
        let placeholders = LinePlaceholders.all.map(\.token).joined(separator: " ")
        return ConfigKey(
            key,
            variable: key,
            summary: "a template for --format \(key.dropFirst(LineFormats.settingPrefix.count)) of weather and dust",
            requirement: "a template of --format placeholders (\(placeholders))"
        ) { value in
            (try? LineTemplate(value, offering: LinePlaceholders.all)).map { _ in value }
        }
    }

    /// `sources`: names `--source` takes (for either kind), comma-separated.
    private static let sources = ConfigKey(
        "sources",
        variable: MediaSearchOptions.sources(for: .image).spec.environmentVariable ?? "",
        summary: "--source of images and videos (names of the other kind are skipped)",
        requirement:
            "source names separated by commas, from: \(MediaSearchOptions.knownSourceNames.joined(separator: ", "))"
    ) { value in
        let names = MediaSearchOptions.sourceNames(in: value).map { $0.lowercased() }
        guard !names.isEmpty, names.allSatisfy(MediaSearchOptions.knownSourceNames.contains) else { return nil }
        return names.joined(separator: ",")
    }

    /// `download_dir`: where downloads go, an absolute path (`~/` is expanded when set).
    private static let downloadDirectory = ConfigKey(
        "download_dir",
        variable: "QSEARCH_DOWNLOAD_DIR",
        summary: "the folder --download saves into",
        requirement: "an absolute folder path, such as ~/Pictures/qsearch or /data/qsearch"
    ) { value in
        value.hasPrefix("/") && !value.contains("\0") ? (value as NSString).standardizingPath : nil
    }

    /// `name_template`: the `--name-template` of downloads, checked as the option is.
    private static let nameTemplate = ConfigKey(
        "name_template",
        variable: DownloadShaping.templateVariable,
        summary: "the --name-template downloads are named by",
        requirement: "a template of \(DownloadNameTemplate.fieldList), such as {rank:03}-{site}-{sha8}"
    ) { value in
        (try? DownloadNameTemplate(value)).map { _ in value }
    }
}
