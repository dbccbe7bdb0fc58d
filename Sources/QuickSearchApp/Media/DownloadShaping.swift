import CommandKit
import QuickSearchData
import QuickSearchDomain

/// The options of `--download` that shape what is saved and how the hosts are asked, declared
/// and checked here: `--name-template` (or the config's `name_template`), `--range`,
/// `--min-size`, `--min-width`, `--min-height`, `--rate` and `--retries`.
struct DownloadShaping: ParsableArguments {
    /// The variable `qsearch config set name_template` writes.
    static let templateVariable = "QSEARCH_NAME_TEMPLATE"

    static let nameTemplate = Option<String?>(
        "name-template",
        valueName: "template",
        help:
            "With --download: name files by this template of \(DownloadNameTemplate.fieldList), a width as in {rank:03}; the extension is added.",
        environment: templateVariable,
        example: "{rank:03}-{site}-{sha8}"
    )

    @Option(Self.nameTemplate) var nameTemplateText: String?
    @Option(
        "range",
        valueName: "positions",
        help: "With --download: save only these results, 1-based and inclusive, e.g. 5-8,12.",
        example: "1-10"
    )
    var rangeText: String?
    @Option(
        "min-size",
        valueName: "size",
        help: "With --download: the smallest file kept, in bytes or with K, M or G; smaller ones are skipped.",
        example: "20K"
    )
    var minimumSizeText: String?
    @Option(
        "min-width",
        valueName: "pixels",
        help: "With --download: skip images narrower than this (from the result, then the image's header).",
        range: 1...100_000,
        example: "800"
    )
    var minimumWidth: Int?
    @Option(
        "min-height",
        valueName: "pixels",
        help: "With --download: skip images lower than this (from the result, then the image's header).",
        range: 1...100_000,
        example: "600"
    )
    var minimumHeight: Int?
    @Option(
        "rate",
        valueName: "n",
        help: "With --download: at most this many requests a second to any one image host.",
        range: 0.1...1000.0,
        example: "2"
    )
    var requestsPerSecond: Double?
    @Option(
        "retries",
        valueName: "n",
        help:
            "With --download: how often a transfer refused for a while (HTTP 429, 503, a dropped connection) is tried again.",
        default: DownloadPacer.defaultRetries,
        range: 0...10,
        example: "5"
    )
    var retries: Int

    /// The options given on the command line, for the check that they come with `--download`.
    var given: [(String, Bool)] {
        [
            ("range", rangeText != nil), ("min-size", minimumSizeText != nil), ("min-width", minimumWidth != nil),
            ("min-height", minimumHeight != nil), ("rate", requestsPerSecond != nil),
            ("retries", $retries == .commandLine),
            ("name-template", $nameTemplateText == .commandLine),
        ]
    }

    /// Checks the template, the range and the smallest size (not above `maximumSize`).
    ///
    /// - Throws: `ValidationError` (exit 64) naming what is wrong.
    func validate(maximumSize: Int) throws {
        _ = try template()
        _ = try range()
        if let minimumSizeText {
            guard let size = DownloadOptions.byteCount(minimumSizeText), DownloadOptions.sizeRange.contains(size)
            else {
                throw ValidationError(
                    "--min-size must be a size from 1K to 4G such as 20K or 1M, got '\(TextSanitizer.singleLine(minimumSizeText))'"
                )
            }
            guard size <= maximumSize else {
                throw ValidationError("--min-size must not be larger than --max-size (\(maximumSize) bytes)")
            }
        }
    }

    /// The name template given, if any.
    func template() throws -> DownloadNameTemplate? {
        try Self.read(nameTemplateText, option: "--name-template: ", DownloadNameTemplate.init)
    }

    /// The `--range` given, if any.
    func range() throws -> DownloadRange? {
        try Self.read(rangeText, option: "--range ", DownloadRange.init)
    }

    /// `text` read by `read`, nil when absent; what `read` refuses is a `ValidationError`, its
    /// reason after `option`.
    private static func read<Value, Problem: Error & CustomStringConvertible>(
        _ text: String?,
        option: String,
        _ read: (String) throws(Problem) -> Value
    ) throws -> Value? {
        guard let text else { return nil }
        do {
            return try read(text)
        } catch {
            throw ValidationError(option + TextSanitizer.singleLine(error.description))
        }
    }

    /// The rules of what is kept and how it is named (checked by `validate`).
    var rules: DownloadRules {
        DownloadRules(
            nameTemplate: try? template(),
            minimumSize: minimumSizeText.flatMap(DownloadOptions.byteCount) ?? 0,
            minimumWidth: minimumWidth,
            minimumHeight: minimumHeight
        )
    }
}
