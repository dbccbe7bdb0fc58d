import CommandKit
import Foundation
import QuickSearchData

/// The work of `qsearch history`: the recent searches as a report, or forgetting them all.
struct HistoryService {
    let runtime: Runtime

    /// The `limit` most recent searches, newest first. A missing store reads as empty.
    func recent(limit: Int) throws -> Report {
        let entries = try runtime.services.storeForReading().recentSearches(limit: limit)
        let records = entries.map(HistoryRecord.init)
        let empty = entries.isEmpty && runtime.outputFormat == .human && runtime.terminal.showsTable
        return Report(
            output: ReportOutput(
                document: ["searches": records],
                records: records,
                human: HistoryTable(entries: entries, now: runtime.now())
            ),
            notes: empty ? ["no searches yet"] : []
        )
    }

    /// Deletes every search and says how many there were.
    func clear() throws -> Report {
        let removed = try runtime.services.store().clearHistory()
        return Report(notes: ["cleared \(removed) search\(removed == 1 ? "" : "es") from history"])
    }
}

/// The JSON form of one history entry.
struct HistoryRecord: FieldSelectable {
    let entry: HistoryEntry

    init(_ entry: HistoryEntry) {
        self.entry = entry
    }

    enum FieldKey: String, CodingKey, CaseIterable {
        case command, query, sort, sources
        case resultCount = "result_count"
        case searchedAt = "searched_at"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(entry.command, forKey: .command)
        try container.encode(entry.query, forKey: .query)
        try container.encode(entry.sort, forKey: .sort)
        try container.encode(entry.sources, forKey: .sources)
        try container.encode(entry.resultCount, forKey: .resultCount)
        try container.encode(JSONOutput.korea.timestamp(entry.date), forKey: .searchedAt)
    }
}
