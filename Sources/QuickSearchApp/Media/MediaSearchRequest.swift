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
    let options: MediaSearchOptions

    /// The request of `words` and the options of a command for `kind`.
    ///
    /// - Throws: `ValidationError` for an empty or overlong query, or an empty `--source`;
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
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines)
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
        self.options = options
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
            available.contains { $0.provider == name.lowercased() || $0.id.rawValue == name.lowercased() }
        }
    }
}

extension MediaKind {
    /// The command that searches this kind: `images` or `videos`.
    var commandName: String { self == .image ? "images" : "videos" }
}
