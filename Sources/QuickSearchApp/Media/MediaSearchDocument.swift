import CommandKit
import QuickSearchData
import QuickSearchDomain

/// The documented `--json` document of `qsearch images` / `qsearch videos`.
struct MediaSearchDocument: Encodable {
    let result: MediaSearchResult
    /// Sources left out for want of keys, with the variables that would enable them.
    var skipped: [(source: MediaSourceID, variables: [String])] = []
    /// One download per item, with `--download`.
    var downloads: [Result<SavedDownload, DownloadError>]?

    private enum Key: String, CodingKey {
        case query, kind, sort, offset, sources, items, cached
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(result.query, forKey: .query)
        try container.encode(result.kind.rawValue, forKey: .kind)
        try container.encode(result.sort.rawValue, forKey: .sort)
        try container.encode(result.offset, forKey: .offset)
        try container.encode(result.servedFromCache, forKey: .cached)
        var sources: [String: SourceRecord] = [:]
        for summary in result.sources {
            sources[summary.source.rawValue] = SourceRecord(summary: summary)
        }
        for (source, variables) in skipped {
            sources[source.rawValue] = SourceRecord(skippedFor: variables)
        }
        try container.encode(sources, forKey: .sources)
        try container.encode(JSONRecordList(MediaItemRecord.records(of: result, downloads: downloads)), forKey: .items)
    }
}

/// How one source fared, in the `sources` object of the JSON document: asked (with an `error`
/// when it failed), or `skipped` for want of keys.
struct SourceRecord: Encodable {
    private let total: Int?
    private let fetched: Int
    private let ended: Bool
    private let error: ErrorRecord?
    private let skipped: SkipRecord?

    init(summary: SourceResults.Summary) {
        total = summary.total
        fetched = summary.items.count
        ended = summary.ended
        error = summary.failure.map { ErrorRecord(kind: $0.kind.rawValue, message: $0.explained) }
        skipped = nil
    }

    init(skippedFor variables: [String]) {
        total = nil
        fetched = 0
        ended = false
        error = nil
        skipped = SkipRecord(reason: "set \(variables.joined(separator: " and ")) to search it", variables: variables)
    }

    private enum Key: String, CodingKey {
        case total, fetched, ended, error, skipped
    }

    private struct ErrorRecord: Encodable {
        let kind: String
        let message: String
    }

    private struct SkipRecord: Encodable {
        let reason: String
        let variables: [String]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(total, forKey: .total)
        try container.encode(fetched, forKey: .fetched)
        try container.encode(ended, forKey: .ended)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(skipped, forKey: .skipped)
    }
}
