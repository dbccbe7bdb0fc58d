import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// What `qsearch images` and `qsearch videos` share, declared once: the options both take after
/// their kind's own (`--page`, `--offset`, `--refresh`, `--html`, `--open`, `--preview`, the
/// downloads, `--timeout`), included with `@OptionGroup`, and the declarations whose help or range depends on the kind
/// (`--source`, `--limit`), which each command copies into a property of its own.
struct MediaSearchOptions: ParsableArguments {
    @Option(
        "page",
        help: "Show page N of the results, --limit each: --page 2 goes on after the first screen.",
        range: 1...MediaSearchOptions.deepestLimit,
        example: "2",
        conflicts: ["offset"]
    )
    var page: Int?
    @Option(
        "offset",
        help: "Skip the first N merged results: --offset 30 starts at result 31.",
        range: 0...MediaSearchOptions.deepestLimit,
        example: "30",
        conflicts: ["page"]
    )
    var offset: Int?
    @Flag("refresh", help: "Ask the upstreams again even if a cached answer is fresh.") var refresh: Bool
    @Option(
        "html",
        valueName: "file",
        help: "Also write the results as a self-contained HTML gallery page to this file.",
        example: "cats.html",
        completion: .file
    )
    var galleryPath: String?
    @Flag("open", help: "Open the --html page in the browser ($BROWSER, else xdg-open or open).") var opensGallery: Bool
    @Flag(
        "preview",
        help: "Show thumbnails inline in kitty, Ghostty, iTerm2 or WezTerm.",
        conflicts: ["json", "jsonl", "fields"]
    )
    var previews: Bool
    @OptionGroup var downloads: DownloadOptions
    @OptionGroup var downloadRecords: DownloadRecordOptions
    @Option(Self.timeout) var timeout: Double

    func validate() throws {
        if let galleryPath, galleryPath.isEmpty {
            throw ValidationError("--html needs a file name, e.g. --html cats.html")
        }
        if opensGallery && galleryPath == nil {
            throw ValidationError("--open opens the gallery page; give the file to write with --html FILE")
        }
        if downloads.folder == nil, let option = downloadRecords.firstGiven {
            throw ValidationError("--\(option) applies to downloads; add --download DIR", kind: .missingArgument)
        }
    }

    /// The longest query sent, in Unicode code points (scalars), not `Character`s: a letter
    /// with combining accents is one `Character` but several code points on the wire. Neither
    /// Naver nor Kakao documents a limit, but long ones fail (HTTP 431, or an error per page);
    /// a code point is at most 4 UTF-8 bytes, each at most 3 percent-encoded, so 200 code points
    /// percent-encode to at most 2,400 bytes, well within the URL sizes servers accept.
    static let maximumQueryLength = 200

    static let query = Argument<[String]>("query", help: "Words to search for.")

    /// `--source`, naming the providers of `kind` in its help.
    static func sources(for kind: MediaKind) -> Option<[String]> {
        let providers = Set(MediaSourceSelection.available(for: kind).map(\.provider)).sorted()
        return Option(
            repeating: "source",
            short: "s",
            valueName: "names",
            help: "Sources to ask, comma-separated (\(providers.joined(separator: ","))); default: all with keys.",
            environment: "QSEARCH_SOURCES",
            example: "naver",
            completion: .words(providers)
        )
    }

    static let sort = Option<MediaSortOrder>(
        "sort",
        valueName: "order",
        help: "accuracy interleaves sources by rank; recency is newest first.",
        default: .accuracy,
        environment: "QSEARCH_SORT"
    )

    /// `--limit`, whose range is as deep as the sources of `kind` can page.
    static func limit(for kind: MediaKind) -> Option<Int> {
        let depth = maximumLimit(for: kind)
        return Option(
            "limit",
            short: "n",
            help: "How many merged results to show (1-\(depth)).",
            default: 30,
            range: 1...depth,
            environment: "QSEARCH_LIMIT",
            example: "50"
        )
    }

    static let timeout = CommandTimeout.option(
        help: "Time limit for the whole search; at the limit, the results finished so far are shown, exit 2"
    )

    /// The names in one `--source` value, e.g. `naver, kakao`.
    static func sourceNames(in text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// Every name `--source` takes for some kind: providers and source ids, sorted.
    static var knownSourceNames: [String] {
        let sources = MediaSourceSelection.available(for: .image) + MediaSourceSelection.available(for: .video)
        return Set(sources.flatMap { [$0.provider, $0.id.rawValue] }).sorted()
    }

    /// The kind whose sources page least deep: a default `--limit` within its range suits both.
    static var shallowestKind: MediaKind {
        maximumLimit(for: .video) < maximumLimit(for: .image) ? .video : .image
    }

    /// The deepest any source of any kind can page: the bound of `--page` and `--offset`,
    /// checked against the kind searched in `MediaSearchRequest`.
    static var deepestLimit: Int {
        max(maximumLimit(for: .image), maximumLimit(for: .video))
    }

    /// The deepest any source of this kind can page.
    static func maximumLimit(for kind: MediaKind) -> Int {
        MediaSourceSelection.available(for: kind).map(\.paging.reachableDepth).max() ?? 1
    }
}
