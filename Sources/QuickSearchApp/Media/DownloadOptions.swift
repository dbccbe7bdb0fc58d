import CommandKit

/// The download options of `qsearch images|videos`, declared and read in this one place:
/// `--download DIR`, `--thumbnails`, `--max-size SIZE`, `--quiet`.
struct DownloadOptions: Sendable {
    /// 50 MiB.
    static let defaultMaximumSize = 50 << 20
    /// Accepted `--max-size` values: 1 KiB to 4 GiB.
    static let sizeRange = 1024...(4 << 30)

    static let download = Option<String?>(
        "download",
        valueName: "dir",
        help:
            "Save the results' images into this folder (created owner-only if missing); alone, into the config's download_dir; exit 2 if some fail.",
        example: "cats"
    ).omittingValueAllowed().completing(.directory)
    static let thumbnails = Flag(
        "thumbnails",
        help: "With --download: save thumbnails instead of the originals (videos always save thumbnails)."
    )
    static let maximumSizeOption = Option<String?>(
        "max-size",
        valueName: "size",
        help: "With --download: the largest file saved, in bytes or with K, M or G (binary units; default 50M).",
        example: "20M"
    )
    static let quiet = Flag(
        "quiet",
        help: "With --download: no progress on standard error (failures are still reported)."
    )
    /// The variable `qsearch config set download_dir` writes: the folder of a bare `--download`.
    static let folderVariable = "QSEARCH_DOWNLOAD_DIR"

    /// The options, appended to the media commands' own.
    static let options: [any OptionKey] = [download, thumbnails, maximumSizeOption, quiet]

    /// `--download`: the folder, or nil when nothing is to be saved.
    let directory: String?
    let thumbnails: Bool
    /// `--max-size` in bytes.
    let maximumSize: Int
    let quiet: Bool

    init(_ parsed: ParsedCommand) throws {
        directory = try Self.folder(parsed)
        thumbnails = parsed[Self.thumbnails]
        quiet = parsed[Self.quiet]
        if directory == nil {
            for option in [Self.thumbnails.spec, Self.maximumSizeOption.spec, Self.quiet.spec]
            where parsed.isGiven(option) {
                throw parsed.usageError(
                    "--\(option.long) applies to downloads; add --download DIR",
                    kind: .missingArgument
                )
            }
        }
        if let text = try parsed[Self.maximumSizeOption] {
            guard let size = Self.byteCount(text), Self.sizeRange.contains(size) else {
                throw parsed.usageError(
                    "--max-size must be a size from 1K to 4G such as 500K or 20M, got '\(TextSanitizer.singleLine(text))'"
                )
            }
            maximumSize = size
        } else {
            maximumSize = Self.defaultMaximumSize
        }
    }

    /// The folder of `--download DIR`; for a bare `--download`, the config's `download_dir`
    /// (`QSEARCH_DOWNLOAD_DIR`, environment first); nil without `--download`.
    private static func folder(_ parsed: ParsedCommand) throws -> String? {
        guard let given = try parsed[download] else { return nil }
        guard given.isEmpty else { return given }
        guard let configured = try parsed.environment.value(of: folderVariable), !configured.text.isEmpty else {
            throw parsed.usageError(
                "--download needs a folder: --download DIR, or set one with 'qsearch config set download_dir DIR'",
                kind: .missingArgument
            )
        }
        return configured.text
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
