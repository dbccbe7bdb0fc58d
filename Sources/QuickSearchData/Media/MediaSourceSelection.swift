import QuickSearchDomain

/// Which sources a search asks, from the names the user gave and the keys that are configured.
public struct MediaSourceSelection: Sendable {
    public var sources: [any MediaSearchSource]
    /// Sources left out for lack of keys (only when the user did not name them).
    public var skipped: [(source: MediaSourceID, variables: [String])]

    /// A name that is neither a provider nor a source of the kind searched.
    public struct UnknownSource: Error, Sendable, Hashable {
        public var name: String
        /// The providers that could have been named, sorted.
        public var choices: [String]
    }

    /// The sources of `kind` that serve `kind`, in catalog order.
    public static func available(for kind: MediaKind) -> [any MediaSearchSource] {
        MediaSourceCatalog.all.filter { $0.kind == kind }
    }

    /// Resolves the names the user gave (provider such as `naver`, or a source id such as
    /// `kakao-image`; empty for all) against the catalog and the environment.
    ///
    /// - Throws: `UnknownSource` for an unknown name; `ConfigurationError` when a named source,
    ///   or every source, lacks its keys, or when a `QSEARCH_*_URL` override is not usable.
    public static func resolve(
        names: [String],
        kind: MediaKind,
        environment: Environment
    ) throws -> MediaSourceSelection {
        let available = available(for: kind)
        var chosen: [any MediaSearchSource] = []
        for name in names {
            let matches = available.filter { $0.isNamed(name) }
            guard !matches.isEmpty else {
                throw UnknownSource(name: name, choices: Set(available.map(\.provider)).sorted())
            }
            for match in matches where !chosen.contains(where: { $0.id == match.id }) {
                chosen.append(match)
            }
        }
        let explicit = !chosen.isEmpty
        let candidates = explicit ? available.filter { source in chosen.contains { $0.id == source.id } } : available
        var usable: [any MediaSearchSource] = []
        var skipped: [(MediaSourceID, [String])] = []
        for source in candidates {
            _ = try environment.baseURL(for: source.upstream)
            let missing = environment.missingCredentials(for: source.upstream)
            if missing.isEmpty {
                usable.append(source)
            } else if explicit {
                throw ConfigurationError(
                    variables: missing,
                    message: "\(source.id): set \(missing.joined(separator: " and ")) to search it (see README, 'Keys')"
                )
            } else {
                skipped.append((source.id, missing))
            }
        }
        guard !usable.isEmpty else {
            let variables = skipped.flatMap(\.1).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            throw ConfigurationError(
                variables: variables,
                message:
                    "no \(kind.rawValue) source has keys configured: set \(variables.joined(separator: ", ")) (see README, 'Keys')"
            )
        }
        return MediaSourceSelection(sources: usable, skipped: skipped)
    }
}

/// Every registered media source, in merge order (earlier sources win ties).
public enum MediaSourceCatalog {
    public static let all: [any MediaSearchSource] = [
        NaverImageSource(),
        KakaoImageSource(),
        KakaoVideoSource(),
    ]
}
