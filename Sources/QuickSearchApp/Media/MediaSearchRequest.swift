import CommandKit
import Foundation
import QuickSearchData
import QuickSearchDomain

/// One media search as the command line asks for it, checked: the query, the sources named, how
/// many results, and what to do with them besides printing (`MediaSearchOptions`).
struct MediaSearchRequest: Sendable {
    let kind: MediaKind
    let query: MediaQuery
    /// The names `--source` gave, or those of the default (`QSEARCH_SOURCES`) that serve `kind`;
    /// none means every source with keys.
    let sourceNames: [String]
    let limit: Int
    /// How many merged results to skip (`--offset`, or the pages before `--page`).
    let offset: Int
    let options: MediaSearchOptions

    /// The request of `words` and the options of a command for `kind`.
    ///
    /// - Throws: `ValidationError` for an empty or overlong query, an empty `--source`, or a
    ///   `--page` / `--offset` past what every source of the kind can reach;
    ///   `ConfigurationError` when `QSEARCH_SOURCES` names a source no kind knows.
    init(
        kind: MediaKind,
        words: [String],
        sources: [String],
        sourcesOrigin: OptionOrigin,
        sort: MediaSortOrder,
        size: ImageSizeFilter = .all,
        limit: Int,
        options: MediaSearchOptions
    ) throws {
        self.kind = kind
        let text = words.joined(separator: " ").trimmingSpacesAndNewlines()
        guard !text.isEmpty else {
            throw ValidationError(
                "the search query is empty; give words to search for, e.g. qsearch \(kind.commandName) 고양이",
                kind: .missingArgument
            )
        }
        let codePoints = text.unicodeScalars.count
        guard codePoints <= MediaSearchOptions.maximumQueryLength else {
            throw ValidationError(
                "the search query is \(codePoints) Unicode code points long (an accent mark counts as one); at most \(MediaSearchOptions.maximumQueryLength) are accepted, so shorten it"
            )
        }
        query = MediaQuery(text: text, sort: sort, size: size)
        let names = sources.flatMap(MediaSearchOptions.sourceNames(in:))
        if sourcesOrigin == .commandLine {
            guard !names.isEmpty else {
                throw ValidationError("--source needs at least one source name, e.g. --source naver")
            }
            sourceNames = names
        } else {
            sourceNames = try Self.defaultSourceNames(names, kind: kind)
        }
        self.limit = limit
        offset = try Self.offset(
            page: options.page,
            offset: options.offset,
            limit: limit,
            kind: kind,
            sourceNames: sourceNames
        )
        self.options = options
    }

    /// The results skipped: `--offset` as given, or the pages of `limit` before `--page`; one
    /// that starts past the deepest result the sources named (all of the kind when none) can
    /// reach shows nothing, so it is refused (one that reaches partly shows what is there).
    private static func offset(
        page: Int?,
        offset: Int?,
        limit: Int,
        kind: MediaKind,
        sourceNames: [String]
    ) throws -> Int {
        let skipped = offset ?? ((page ?? 1) - 1) * limit
        let depth =
            MediaSourceSelection.available(for: kind)
            .filter { source in sourceNames.isEmpty || sourceNames.contains(where: source.isNamed) }
            .map(\.paging.reachableDepth).max() ?? MediaSearchOptions.maximumLimit(for: kind)
        guard skipped < depth else {
            let asked = offset.map { "--offset \($0)" } ?? "--page \(page ?? 1) of \(limit)"
            throw ValidationError(
                "\(asked) starts at result \(skipped + 1), but \(kind.rawValue) search\(sourceNames.isEmpty ? "" : " of \(sourceNames.joined(separator: ","))") reaches result \(depth) at most; give a smaller \(offset == nil ? "--page" : "--offset")"
            )
        }
        return skipped
    }

    /// The names of a default from `QSEARCH_SOURCES` (or the config file) that serve `kind`: the
    /// setting serves images and videos alike, so names of the other kind are left out, and
    /// none left means every source with keys. A name no kind knows is a configuration error.
    private static func defaultSourceNames(_ names: [String], kind: MediaKind) throws -> [String] {
        let known = MediaSearchOptions.knownSourceNames
        if let unknown = names.first(where: { !known.contains($0.lowercased()) }) {
            throw ConfigurationError(
                variables: ["QSEARCH_SOURCES"],
                message:
                    "QSEARCH_SOURCES names an unknown source '\(TextSanitizer.singleLine(unknown))'; choose from \(known.joined(separator: ", ")), or unset it"
            )
        }
        let available = MediaSourceSelection.available(for: kind)
        return names.filter { name in
            available.contains { $0.isNamed(name) }
        }
    }
}

extension MediaKind {
    /// The command that searches this kind: `images` or `videos`.
    var commandName: String { self == .image ? "images" : "videos" }
}
