import QuickSearchDomain

/// The documented `--json` document of `qsearch images` / `qsearch videos`.
struct MediaSearchDocument: Encodable {
    let result: MediaSearchResult

    private enum Key: String, CodingKey {
        case query, kind, sort, sources, items, cached
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(result.query, forKey: .query)
        try container.encode(result.kind.rawValue, forKey: .kind)
        try container.encode(result.sort.rawValue, forKey: .sort)
        try container.encode(result.servedFromCache, forKey: .cached)
        var sources: [String: SourceRecord] = [:]
        for summary in result.sources {
            sources[summary.source.rawValue] = SourceRecord(summary: summary)
        }
        try container.encode(sources, forKey: .sources)
        let items = result.items.enumerated().map { MediaItemRecord(item: $1, position: $0 + 1) }
        try container.encode(items, forKey: .items)
    }
}

/// How one source fared, in the `sources` object of the JSON document.
struct SourceRecord: Encodable {
    let summary: SourceResults.Summary

    private enum Key: String, CodingKey {
        case total, fetched, ended, error
    }

    private struct ErrorRecord: Encodable {
        let kind: String
        let message: String
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(summary.total, forKey: .total)
        try container.encode(summary.items.count, forKey: .fetched)
        try container.encode(summary.ended, forKey: .ended)
        if let failure = summary.failure {
            try container.encode(ErrorRecord(kind: failure.kind.rawValue, message: failure.message), forKey: .error)
        }
    }
}
