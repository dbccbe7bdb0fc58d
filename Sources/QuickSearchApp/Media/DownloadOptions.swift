import CommandKit
import QuickSearchData

/// The download options of `qsearch images|videos`, declared and checked in this one place:
/// `--download DIR`, `--thumbnails`, `--max-size SIZE`, `--quiet`, and the shaping options
/// (`--name-template`, `--range`, `--min-size`, `--min-width`, `--min-height`, `--rate`,
/// `--retries`, see `DownloadShaping`).
struct DownloadOptions: ParsableArguments {
    /// 50 MiB.
    static let defaultMaximumSize = 50 << 20
    /// Accepted `--max-size` values: 1 KiB to 4 GiB.
    static let sizeRange = 1024...(4 << 30)
    /// The variable `qsearch config set download_dir` writes: the folder of a bare `--download`.
    static let folderVariable = "QSEARCH_DOWNLOAD_DIR"

    static let download = Option<String?>(
        "download",
        valueName: "dir",
        help:
            "Save the results' images into this folder (created owner-only if missing); alone, into the config's download_dir; exit 2 if some fail.",
        example: "cats",
        completion: .directory
    ).omittingValueAllowed()

    /// `--download`: the folder as given (empty for a bare `--download`), nil without it.
    @Option(Self.download) var folder: String?
    @Flag(
        "thumbnails",
        help: "With --download: save thumbnails instead of the originals (videos always save thumbnails)."
    )
    var thumbnails: Bool
    @Option(
        "max-size",
        valueName: "size",
        help: "With --download: the largest file saved, in bytes or with K, M or G (binary units; default 50M).",
        example: "20M"
    )
    var maximumSizeText: String?
    @Flag("quiet", help: "With --download: no progress on standard error (failures are still reported).")
    var quiet: Bool
    /// `--name-template` and the other shaping options.
    @OptionGroup var shaping: DownloadShaping

    func validate() throws {
        if folder == nil {
            let given =
                [("thumbnails", thumbnails), ("max-size", maximumSizeText != nil), ("quiet", quiet)]
                + shaping.given
            if let (option, _) = given.first(where: \.1) {
                throw ValidationError("--\(option) applies to downloads; add --download DIR", kind: .missingArgument)
            }
        }
        if let maximumSizeText {
            guard let size = Self.byteCount(maximumSizeText), Self.sizeRange.contains(size) else {
                throw ValidationError(
                    "--max-size must be a size from 1K to 4G such as 500K or 20M, got '\(TextSanitizer.singleLine(maximumSizeText))'"
                )
            }
        }
        if folder != nil {
            try shaping.validate(maximumSize: maximumSize)
        }
    }

    /// `--max-size` in bytes (checked by `validate`), else 50 MiB.
    var maximumSize: Int {
        maximumSizeText.flatMap(Self.byteCount) ?? Self.defaultMaximumSize
    }

    /// The folder of `--download DIR`; for a bare `--download`, the config's `download_dir`
    /// (`QSEARCH_DOWNLOAD_DIR`, environment first); nil without `--download`.
    ///
    /// - Throws: `ValidationError` for a bare `--download` with no folder configured.
    func directory(in environment: Environment) throws -> String? {
        guard let folder else { return nil }
        guard folder.isEmpty else { return folder }
        guard let configured = environment.value(Self.folderVariable) else {
            throw ValidationError(
                "--download needs a folder: --download DIR, or set one with 'qsearch config set download_dir DIR'",
                kind: .missingArgument
            )
        }
        return configured
    }

    /// `20M`, `500k`, `1GB`, `2MiB`, `4096`: bytes, with binary K, M and G; nil when unreadable
    /// or past `Int`.
    static func byteCount(_ text: String) -> Int? {
        var unitText = text.lowercased()
        for suffix in ["ib", "b"] where unitText.hasSuffix(suffix) {
            unitText.removeLast(suffix.count)
            break
        }
        let shift: Int
        switch unitText.last {
        case "k": shift = 10
        case "m": shift = 20
        case "g": shift = 30
        default: shift = 0
        }
        let digits = shift == 0 ? unitText : String(unitText.dropLast())
        guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let number = Int(digits)
        else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : bytes
    }
}
